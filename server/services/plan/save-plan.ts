import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanAdminView, PlanCreateInput, PlanEditInput, PlanView } from '@/lib/contracts/plan';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { memberPlans, planCreditUses, plans, providers } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { toPlanViews } from './plan-view';

/** The branches a plan names must exist; none (or an empty list) means every branch. */
async function checkBranches(ids: string[] | null | undefined): Promise<string[] | null> {
  const list = [...new Set(ids ?? [])];
  if (!list.length) return null;
  const found = await db().select({ id: providers.id }).from(providers).where(inArray(providers.id, list));
  if (found.length !== list.length) throw new AppError('PROVIDER_NOT_FOUND');
  return list;
}

function columnsOf(input: PlanCreateInput, providerIds: string[] | null) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    months: input.months,
    roomHours: input.credits.roomHours,
    dayPasses: input.credits.dayPasses,
    drinksPerDay: input.credits.drinksPerDay,
    providerIds,
    active: input.active,
  };
}

async function viewOf(id: string): Promise<{ plan: PlanView }> {
  const [row] = await db().select().from(plans).where(eq(plans.id, id));
  if (!row) throw new AppError('PLAN_NOT_FOUND');
  return { plan: (await toPlanViews({ rows: [row] }))[0] };
}

/** POST /v1/plan/create (head office, `bundles` chain-wide). */
export async function createPlan({ input }: { input: PlanCreateInput }): Promise<{ plan: PlanView }> {
  const id = newId();
  await db()
    .insert(plans)
    .values({ id, ...columnsOf(input, await checkBranches(input.providerIds)) });
  return viewOf(id);
}

/** POST /v1/plan/edit: members who bought it keep the credits they bought. */
export async function editPlan({ input }: { input: PlanEditInput }): Promise<{ plan: PlanView }> {
  const done = await db()
    .update(plans)
    .set({ ...columnsOf(input, await checkBranches(input.providerIds)), updatedAt: sql`now()` })
    .where(eq(plans.id, input.planId))
    .returning({ id: plans.id });
  if (!done.length) throw new AppError('PLAN_NOT_FOUND');
  return viewOf(input.planId);
}

/** POST /v1/plan/change/activation: sets `active`, or flips it when not given. */
export async function changePlanActivation({
  input,
}: {
  input: { planId: string; active?: boolean };
}): Promise<{ plan: PlanView }> {
  const done = await db()
    .update(plans)
    .set({ active: input.active ?? sql`NOT ${plans.active}`, updatedAt: sql`now()` })
    .where(eq(plans.id, input.planId))
    .returning({ id: plans.id });
  if (!done.length) throw new AppError('PLAN_NOT_FOUND');
  return viewOf(input.planId);
}

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
