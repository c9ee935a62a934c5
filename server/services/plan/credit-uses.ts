import { and, eq } from 'drizzle-orm';
import { planMonthAt } from '@/lib/plan-months';
import type { Tx } from '../../db/client';
import { planCreditUses, type PlanCreditKind } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { currentMemberPlan, planCoversBranch } from './credits';
import { usedIn } from './used-credits';

export interface SpaceCredit {
  memberPlanId: string;
  kind: 'room_hours' | 'day_passes';
  amount: number;
  period: string;
}

/**
 * A workspace booking paid with plan credit: locks the member's current plan, checks it is used at the branch, the
 * reservation starts before the plan ends, and this plan month has `amount` left of the kind; refuses otherwise.
 * The caller records the use with the order it writes in the same transaction (recordSpaceCredit).
 */
export async function reserveSpaceCredit({
  tx,
  userId,
  providerId,
  kind,
  amount,
  startsAt,
  now,
}: {
  tx: Tx;
  userId: string;
  providerId: string;
  kind: SpaceCredit['kind'];
  amount: number;
  startsAt: Date;
  now: Date;
}): Promise<SpaceCredit> {
  const mp = await currentMemberPlan({ tx, userId, now, lock: true });
  if (!mp) throw new AppError('PLAN_NONE');
  if (!planCoversBranch({ mp, providerId })) throw new AppError('PLAN_NOT_HERE');
  if (startsAt >= mp.endsAt!) throw new AppError('PLAN_AFTER_END');
  const month = planMonthAt({ startsAt: mp.startsAt!, months: mp.months, now })!;
  const used = await usedIn({ tx, memberPlanId: mp.id, kind, period: month.period });
  const credit = kind === 'room_hours' ? mp.roomHours : mp.dayPasses;
  if (used + amount > credit) throw new AppError('PLAN_CREDIT_SHORT');
  return { memberPlanId: mp.id, kind, amount, period: month.period };
}

/** Writes a spending of credits against an order (`refId`), in the caller's transaction. */
export async function recordPlanUse({
  tx,
  use,
}: {
  tx: Tx;
  use: {
    memberPlanId: string;
    kind: PlanCreditKind;
    amount: number;
    period: string;
    providerId: string;
    refId: string;
  };
}): Promise<void> {
  await tx.insert(planCreditUses).values({ id: newId(), ...use });
}

/** Gives an order's credits back (canceled, expired, released), exactly once: the rows are flagged as released. */
export async function releasePlanUses({ tx, refId }: { tx: Tx; refId: string }): Promise<number> {
  const back = await tx
    .update(planCreditUses)
    .set({ released: true })
    .where(and(eq(planCreditUses.refId, refId), eq(planCreditUses.released, false)))
    .returning({ id: planCreditUses.id });
  return back.length;
}
