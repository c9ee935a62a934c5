import { inArray } from 'drizzle-orm';
import type { MemberPlanView, PlanView } from '@/lib/contracts/plan';
import { planMonthAt } from '@/lib/plan-months';
import { db, type DbOrTx } from '../../db/client';
import { providers, type memberPlans, type plans } from '../../db/schema';
import { saleVatView, salesVat } from '../vat/sale-vat';
import { planVatModes } from './plan-vat';

type PlanRow = typeof plans.$inferSelect;
type MemberPlanRow = typeof memberPlans.$inferSelect;

/** The names of the branches plans name, by id. */
async function branchNames(tx: DbOrTx, lists: (string[] | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(lists.flatMap((l) => l ?? []))];
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(inArray(providers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const namesOf = (names: Map<string, string>, ids: string[] | null) =>
  (ids ?? []).map((id) => names.get(id)).filter((n): n is string => Boolean(n));
const listOrNull = (ids: string[] | null) => (ids && ids.length ? ids : null);

/** Plans with their branches' names and the VAT a purchase today carries under the plan's mode (./plan-vat.ts). */
export async function toPlanViews({ rows, tx = db() }: { rows: PlanRow[]; tx?: DbOrTx }): Promise<PlanView[]> {
  const [names, modes] = await Promise.all([
    branchNames(
      tx,
      rows.map((r) => r.providerIds),
    ),
    planVatModes({ tx, plans: rows }),
  ]);
  const vats = await salesVat({
    tx,
    sales: rows.map((r, i) => ({ providerId: null, amount: r.price, mode: modes[i] })),
  });
  return rows.map((r, i) => ({
    _id: r.id,
    title: r.title,
    description: r.description,
    price: r.price,
    months: r.months,
    credits: { roomHours: r.roomHours, dayPasses: r.dayPasses, drinksPerDay: r.drinksPerDay },
    providerIds: listOrNull(r.providerIds),
    providerNames: namesOf(names, r.providerIds),
    active: r.active,
    ...saleVatView(vats[i]),
  }));
}

export async function toMemberPlanViews({
  rows,
  now,
  tx = db(),
}: {
  rows: MemberPlanRow[];
  now: Date;
  tx?: DbOrTx;
}): Promise<MemberPlanView[]> {
  const names = await branchNames(
    tx,
    rows.map((r) => r.providerIds),
  );
  return rows.map((r) => {
    const month = r.startsAt ? planMonthAt({ startsAt: r.startsAt, months: r.months, now }) : null;
    let status: MemberPlanView['status'] = r.status;
    if (r.status === 'active' && r.startsAt && r.endsAt) {
      if (now >= r.endsAt) status = 'ended';
      else if (now < r.startsAt) status = 'upcoming';
    }
    return {
      _id: r.id,
      planId: r.planId,
      title: r.title,
      price: r.price,
      vat: r.vat,
      months: r.months,
      credits: { roomHours: r.roomHours, dayPasses: r.dayPasses, drinksPerDay: r.drinksPerDay },
      providerIds: listOrNull(r.providerIds),
      providerNames: namesOf(names, r.providerIds),
      status,
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.endsAt?.toISOString() ?? null,
      resetsAt: status === 'active' && month ? month.resetsAt.toISOString() : null,
    };
  });
}
