import { eq } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publishProviderChange } from './provider-cache';
import { toProviderView } from './provider-view';
import { forget } from './provider-fields';

/**
 * POST /v1/provider/change/activation: switches a branch on or off (or to `active`). A switched-off
 * branch leaves the public list, its menu and its QR codes; staff and order history still reach it.
 */
export async function changeProviderActivation(input: {
  providerId: string;
  active?: boolean;
}): Promise<{ provider: ProviderView }> {
  const row = await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ active: providers.active })
      .from(providers)
      .where(eq(providers.id, input.providerId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('PROVIDER_NOT_FOUND');
    const active = input.active ?? !current.active;
    const [updated] = await tx.update(providers).set({ active }).where(eq(providers.id, input.providerId)).returning();
    await publishProviderChange({ tx, providerId: input.providerId });
    return updated;
  });
  forget(input.providerId);
  return { provider: toProviderView(row) };
}
