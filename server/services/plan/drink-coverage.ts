import { tehranIsoDate } from '@/lib/jalali';
import type { DbOrTx, Tx } from '../../db/client';
import { currentMemberPlan, leftOf, planCoversBranch } from './credits';
import { recordPlanUse } from './credit-uses';

export interface PlanDrinkCover {
  /** What the covered drinks would have cost (the «پوشش پلن» line). */
  discount: number;
  /** The drinks taken from today's allowance, recorded with the order (null: none). */
  take: { memberPlanId: string; count: number; period: string } | null;
}

export const NO_PLAN_COVER: PlanDrinkCover = { discount: 0, take: null };

/**
 * Which of a cart's drinks the customer's plan covers today: items marked as covered, up to what is left of the
 * plan's drinks for the Tehran day, dearest first, after the units bundles already cover. With `lock` (submit)
 * the member plan's row is locked, so two checkouts cannot spend the same allowance.
 */
export async function planDrinkCoverage({
  tx,
  opts,
}: {
  tx: DbOrTx;
  opts: {
    userId: string;
    providerId: string;
    now: Date;
    lines: { itemId: string; count: number; unitPrice: number; covered: boolean }[];
    /** Units of each item a bundle covers already. */
    bundled: Map<string, number>;
    lock?: boolean;
  };
}): Promise<PlanDrinkCover> {
  const wanted = opts.lines.filter((l) => l.covered && l.unitPrice > 0);
  if (!wanted.length) return NO_PLAN_COVER;
  const mp = await currentMemberPlan({ tx, userId: opts.userId, now: opts.now, lock: opts.lock });
  if (!mp || mp.drinksPerDay === 0 || !planCoversBranch({ mp, providerId: opts.providerId })) return NO_PLAN_COVER;
  let left = (await leftOf({ tx, mp, now: opts.now })).drinksToday;
  const bundled = new Map(opts.bundled);
  let discount = 0;
  let count = 0;
  for (const l of [...wanted].sort((a, b) => b.unitPrice - a.unitPrice)) {
    const byBundle = Math.min(bundled.get(l.itemId) ?? 0, l.count);
    bundled.set(l.itemId, (bundled.get(l.itemId) ?? 0) - byBundle);
    const k = Math.min(left, l.count - byBundle);
    if (k <= 0) continue;
    left -= k;
    count += k;
    discount += k * l.unitPrice;
  }
  return count ? { discount, take: { memberPlanId: mp.id, count, period: tehranIsoDate(opts.now) } } : NO_PLAN_COVER;
}

/** Records the covered drinks against the order, in the order's transaction. */
export async function recordPlanDrinks({
  tx,
  orderId,
  providerId,
  cover,
}: {
  tx: Tx;
  orderId: string;
  providerId: string;
  cover: PlanDrinkCover;
}): Promise<void> {
  if (!cover.take) return;
  await recordPlanUse({
    tx,
    use: {
      memberPlanId: cover.take.memberPlanId,
      kind: 'drinks',
      amount: cover.take.count,
      period: cover.take.period,
      providerId,
      refId: orderId,
    },
  });
}
