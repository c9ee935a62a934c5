import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { planCreditUses, type PlanCreditKind } from '../../db/schema';

/** The usage not released of one kind in one period (a plan month's first day, or a drink's day). */
export async function usedIn({
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
