import { eq } from 'drizzle-orm';
import type { CancelQuoteView } from '@/lib/contracts/space/booking';
import { feeOf, lateCancelPercent, mayCancel } from '@/lib/space-policy';
import type { DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import type { OrderRow } from '../order/load-order';

/** Whether a reservation starting at `startsAt` may still be canceled by its customer at `now`. */
export function beforeCutoff({
  startsAt,
  cutoffMinutes,
  now,
}: {
  startsAt: Date;
  cutoffMinutes: number;
  now: Date;
}): boolean {
  return now.getTime() <= startsAt.getTime() - cutoffMinutes * 60_000;
}

/** What an order paid online (wallet part, bank part once paid): what a cancel or no-show refunds or keeps. */
export function paidOnline(order: Pick<OrderRow, 'walletAmount' | 'bankAmount' | 'paid'>): number {
  return order.walletAmount + (order.paid ? order.bankAmount : 0);
}

/** The branch's cancel terms for a reservation of an order at `now`: allowed or not, the fee and the refund. */
export async function cancelTerms({
  tx,
  order,
  startsAt,
  now,
}: {
  tx: DbOrTx;
  order: OrderRow;
  startsAt: Date;
  now: Date;
}): Promise<CancelQuoteView> {
  const [p] = await tx
    .select({ cutoff: providers.cancelCutoffMinutes, tiers: providers.lateCancelTiers })
    .from(providers)
    .where(eq(providers.id, order.providerId));
  const tiers = p?.tiers ?? [];
  const allowed = mayCancel({ startsAt, cutoffMinutes: p?.cutoff ?? 120, tiers, now });
  const paid = paidOnline(order);
  const fee = feeOf(paid, lateCancelPercent({ tiers, startsAt, now }));
  return { allowed, fee, refund: paid - fee, paid };
}
