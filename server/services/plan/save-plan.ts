import { eq, inArray, sql } from 'drizzle-orm';
import type { PlanCreateInput, PlanEditInput, PlanView } from '@/lib/contracts/plan';
import { db } from '../../db/client';
import { plans, providers } from '../../db/schema';
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
