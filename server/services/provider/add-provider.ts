import { eq, max } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { ProviderAddInput } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publishProviderChange } from './provider-cache';
import { toProviderView } from './provider-view';
import { refuseStaffPhones } from './public-phones';
import { columns, forget } from './provider-fields';

/** POST /v1/provider/add: a new branch, active, listed after the others. */
export async function addProvider(input: ProviderAddInput): Promise<{ provider: ProviderView }> {
  const { branch, ...fields } = input;
  const id = newId();
  const row = await db().transaction(async (tx) => {
    await refuseStaffPhones({ tx, fields });
    if (branch) {
      const [taken] = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.branch, branch))
        .limit(1);
      if (taken) throw new AppError('PROVIDER_BRANCH_TAKEN');
    }
    const [last] = await tx.select({ sort: max(providers.sort) }).from(providers);
    const [inserted] = await tx
      .insert(providers)
      .values({ id, branch: branch || id, sort: (last?.sort ?? -1) + 1, active: true, ...columns(fields) })
      .returning();
    await publishProviderChange({ tx, providerId: id });
    return inserted;
  });
  forget(id);
  return { provider: toProviderView(row) };
}
