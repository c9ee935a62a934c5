import { and, desc, eq, gt } from 'drizzle-orm';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { planEnd } from '@/lib/plan-months';
import { clockNow } from '../../clock';
import type { Tx } from '../../db/client';
import { memberPlans } from '../../db/schema';

/**
 * Opens a bought plan (once): it starts at 00:00 Tehran today, or when the member's last plan ends (a renewal
 * follows the plan it renews, its credits issued afresh), and runs its number of Jalali months (lib/plan-months).
 */
export async function activateMemberPlan({
  tx,
  memberPlanId,
  now = clockNow(),
}: {
  tx: Tx;
  memberPlanId: string;
  now?: Date;
}): Promise<boolean> {
  const [mp] = await tx
    .update(memberPlans)
    .set({ status: 'active' })
    .where(and(eq(memberPlans.id, memberPlanId), eq(memberPlans.status, 'awaitingPayment')))
    .returning();
  if (!mp) return false;
  const [last] = await tx
    .select({ endsAt: memberPlans.endsAt })
    .from(memberPlans)
    .where(and(eq(memberPlans.userId, mp.userId), eq(memberPlans.status, 'active'), gt(memberPlans.endsAt, now)))
    .orderBy(desc(memberPlans.endsAt))
    .limit(1);
  const startDay = tehranIsoDate(last?.endsAt ?? now);
  await tx
    .update(memberPlans)
    .set({ startsAt: tehranDayStart(startDay)!, endsAt: planEnd(startDay, mp.months) })
    .where(eq(memberPlans.id, mp.id));
  return true;
}
