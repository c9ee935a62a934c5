import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PlanAdminView, PlanView } from '@/lib/contracts/plan';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { memberPlans, planCreditUses, plans, providers } from '../../db/schema';
import { toPlanViews } from './plan-view';

/** GET /v1/plan/list: plans on sale; head office (`bundles` chain-wide) also sees those switched off. */
export async function listPlans({ user }: { user: SessionUser | null }): Promise<{ plans: PlanView[] }> {
  const all = can(user, 'bundles');
  const rows = await db()
    .select()
    .from(plans)
    .where(all ? undefined : eq(plans.active, true))
    .orderBy(desc(plans.active), asc(plans.price), asc(plans.id));
  return { plans: await toPlanViews({ rows }) };
}

/** GET /v1/plan/admin/list: every plan with how many were sold and the credits used at each branch. */
export async function listPlansForHeadOffice(): Promise<{ plans: PlanAdminView[] }> {
  const rows = await db().select().from(plans).orderBy(desc(plans.active), asc(plans.price), asc(plans.id));
  const [views, sold, used] = await Promise.all([
    toPlanViews({ rows }),
    db()
      .select({ planId: memberPlans.planId, n: sql<number>`count(*)::int` })
      .from(memberPlans)
      .where(eq(memberPlans.status, 'active'))
      .groupBy(memberPlans.planId),
    db()
      .select({
        planId: memberPlans.planId,
        providerId: planCreditUses.providerId,
        providerName: providers.name,
        kind: planCreditUses.kind,
        n: sql<number>`sum(${planCreditUses.amount})::int`,
      })
      .from(planCreditUses)
      .innerJoin(memberPlans, eq(memberPlans.id, planCreditUses.memberPlanId))
      .innerJoin(providers, eq(providers.id, planCreditUses.providerId))
      .where(and(eq(planCreditUses.released, false)))
      .groupBy(memberPlans.planId, planCreditUses.providerId, providers.name, planCreditUses.kind),
  ]);
  return {
    plans: views.map((v) => {
      const usage = new Map<string, PlanAdminView['usage'][number]>();
      for (const u of used.filter((x) => x.planId === v._id)) {
        const row = usage.get(u.providerId) ?? {
          providerId: u.providerId,
          providerName: u.providerName,
          roomHours: 0,
          dayPasses: 0,
          drinks: 0,
        };
        const n = Number(u.n);
        if (u.kind === 'room_hours') row.roomHours += n;
        else if (u.kind === 'day_passes') row.dayPasses += n;
        else row.drinks += n;
        usage.set(u.providerId, row);
      }
      return { ...v, sold: Number(sold.find((s) => s.planId === v._id)?.n ?? 0), usage: [...usage.values()] };
    }),
  };
}
