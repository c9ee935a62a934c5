import { eq } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { ProviderEditInput } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publishProviderChange } from './provider-cache';
import { toProviderView } from './provider-view';
import { refuseStaffPhones } from './public-phones';
import { columns, forget } from './provider-fields';

/** POST /v1/provider/edit: a branch's details (name, address, phones, hours, location, payment types, rules). */
export async function editProvider(input: ProviderEditInput): Promise<{ provider: ProviderView }> {
  const { providerId, ...fields } = input;
  const row = await db().transaction(async (tx) => {
    await refuseStaffPhones({ tx, fields });
    const [updated] = await tx.update(providers).set(columns(fields)).where(eq(providers.id, providerId)).returning();
    if (!updated) throw new AppError('PROVIDER_NOT_FOUND');
    await publishProviderChange({ tx, providerId });
    return updated;
  });
  forget(providerId);
  return { provider: toProviderView(row) };
}
