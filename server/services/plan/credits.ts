import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { PlanLeft } from '@/lib/contracts/plan';
import { tehranIsoDate } from '@/lib/jalali';
import { planMonthAt } from '@/lib/plan-months';
import type { DbOrTx, Tx } from '../../db/client';
import { memberPlans, planCreditUses, type PlanCreditKind } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';

export type MemberPlanRow = typeof memberPlans.$inferSelect;

/**
 * The member's plan running at `now` (active, started, not ended). With `lock` its row is locked for the rest of
 * the transaction: every spending of one member's credits takes this lock first, so parallel bookings and
 * checkouts count the usage one after another and credits never go below zero.
 */
export async function currentMemberPlan({
  tx,
  userId,
  now,
  lock = false,
}: {
  tx: DbOrTx;
  userId: string;
  now: Date;
  lock?: boolean;
}): Promise<MemberPlanRow | null> {
  const q = tx
    .select()
    .from(memberPlans)
    .where(
      and(
        eq(memberPlans.userId, userId),
        eq(memberPlans.status, 'active'),
        lte(memberPlans.startsAt, now),
        gt(memberPlans.endsAt, now),
      ),
    )
    .orderBy(desc(memberPlans.startsAt))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Whether a plan is used at a branch (no list: every branch of the chain). */
export function planCoversBranch(mp: Pick<MemberPlanRow, 'providerIds'>, providerId: string): boolean {
  return !mp.providerIds || mp.providerIds.length === 0 || mp.providerIds.includes(providerId);
}

/** The usage not released of one kind in one period (a plan month's first day, or a drink's day). */
async function usedIn({
  tx,
  memberPlanId,
  kind,
  period,
}: {
  tx: DbOrTx;
  memberPlanId: string;
  kind: PlanCreditKind;
  period: string;
}): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${planCreditUses.amount}), 0)::int` })
    .from(planCreditUses)
    .where(
      and(
        eq(planCreditUses.memberPlanId, memberPlanId),
        eq(planCreditUses.kind, kind),
        eq(planCreditUses.period, period),
        eq(planCreditUses.released, false),
      ),
    );
  return Number(r?.n ?? 0);
}

/** What is left of a plan at `now`: this plan month's room hours and day passes, today's drinks; nothing outside it. */
export async function leftOf({ tx, mp, now }: { tx: DbOrTx; mp: MemberPlanRow; now: Date }): Promise<PlanLeft> {
  const month =
    mp.status === 'active' && mp.startsAt ? planMonthAt({ startsAt: mp.startsAt, months: mp.months, now }) : null;
  if (!month) return { roomHours: 0, dayPasses: 0, drinksToday: 0 };
  const [rooms, passes, drinks] = await Promise.all([
    usedIn({ tx, memberPlanId: mp.id, kind: 'room_hours', period: month.period }),
    usedIn({ tx, memberPlanId: mp.id, kind: 'day_passes', period: month.period }),
    usedIn({ tx, memberPlanId: mp.id, kind: 'drinks', period: tehranIsoDate(now) }),
  ]);
  return {
    roomHours: Math.max(0, mp.roomHours - rooms),
    dayPasses: Math.max(0, mp.dayPasses - passes),
    drinksToday: Math.max(0, mp.drinksPerDay - drinks),
  };
}

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
  if (!planCoversBranch(mp, providerId)) throw new AppError('PLAN_NOT_HERE');
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
