import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { MemberPlanUsageView, MyPlanAnswer } from '@/lib/contracts/plan';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { memberPlans, planCreditUses, providers } from '../../db/schema';
import { currentMemberPlan, leftOf } from './credits';
import { toMemberPlanViews } from './plan-view';

const NOTHING = { roomHours: 0, dayPasses: 0, drinksToday: 0 };

/** GET /v1/profile/my/plan: the plan running now (else the next one bought) and what is left of it now. */
export async function myPlan({ userId }: { userId: string }): Promise<MyPlanAnswer> {
  const now = clockNow();
  const current = await currentMemberPlan({ tx: db(), userId, now });
  const [next] = current
    ? [current]
    : await db()
        .select()
        .from(memberPlans)
        .where(and(eq(memberPlans.userId, userId), eq(memberPlans.status, 'active'), gt(memberPlans.endsAt, now)))
        .orderBy(asc(memberPlans.startsAt))
        .limit(1);
  if (!next) return { plan: null, left: NOTHING };
  const [view] = await toMemberPlanViews({ rows: [next], now });
  return { plan: view, left: current ? await leftOf({ tx: db(), mp: current, now }) : NOTHING };
}

/** GET /v1/plan/member/{userId}: a member's plans, what is left of each now, and what they used (staff). */
export async function memberPlanUsage({ userId }: { userId: string }): Promise<MemberPlanUsageView> {
  const now = clockNow();
  const rows = await db()
    .select()
    .from(memberPlans)
    .where(and(eq(memberPlans.userId, userId), inArray(memberPlans.status, ['active', 'awaitingPayment'])))
    .orderBy(desc(memberPlans.createdAt))
    .limit(20);
  const views = await toMemberPlanViews({ rows, now });
  const lefts = await Promise.all(rows.map((mp) => leftOf({ tx: db(), mp, now })));
  const uses = rows.length
    ? await db()
        .select({
          id: planCreditUses.id,
          memberPlanId: planCreditUses.memberPlanId,
          kind: planCreditUses.kind,
          amount: planCreditUses.amount,
          period: planCreditUses.period,
          providerName: providers.name,
          refId: planCreditUses.refId,
          released: planCreditUses.released,
          createdAt: planCreditUses.createdAt,
        })
        .from(planCreditUses)
        .innerJoin(providers, eq(providers.id, planCreditUses.providerId))
        .where(
          inArray(
            planCreditUses.memberPlanId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(planCreditUses.createdAt))
        .limit(100)
    : [];
  return {
    plans: views.map((v, i) => ({ ...v, left: lefts[i] })),
    uses: uses.map(({ id, createdAt, ...u }) => ({ _id: id, ...u, createdAt: createdAt.toISOString() })),
  };
}
