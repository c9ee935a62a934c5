import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { PlanLeft } from '@/lib/contracts/plan';
import { tehranIsoDate } from '@/lib/jalali';
import { planMonthAt } from '@/lib/plan-months';
import type { DbOrTx } from '../../db/client';
import { memberPlans } from '../../db/schema';
import { usedIn } from './used-credits';

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
export function planCoversBranch({
  mp,
  providerId,
}: {
  mp: Pick<MemberPlanRow, 'providerIds'>;
  providerId: string;
}): boolean {
  return !mp.providerIds || mp.providerIds.length === 0 || mp.providerIds.includes(providerId);
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
