import { and, eq, gte, inArray, lt, sql, count as countRows } from 'drizzle-orm';
import type { ShiftReport, ShiftTakings } from '@/lib/contracts/shift';
import { db, type DbOrTx } from '../../db/client';
import { counterOrders, orders, orderStatusHistory, providerStaff, users } from '../../db/schema';
import { rows } from '../stats/sql';
import { receivedIn } from '../stats/received';
import { fullName } from '../staff/people';
import { tabCounterTakings } from '../tab/tab-takings';

/** A payment method that puts cash in the drawer: by its title («نقدی», «نقد»); what closing a shift compares the counted cash with. */
export function isCashMethod(title: string | null | undefined): boolean {
  return Boolean(title && title.includes('نقد'));
}

/**
 * What a branch took between `from` and `to`, by the one definition of money received
 * (server/services/stats/received.ts): orders whose money was taken in the window (paid_at), their
 * total and takings by how they were paid: at the till by the branch's payment method, by wallet and
 * by bank (a hybrid order's two parts each under its own); the cash the drawer should hold; orders
 * placed in the window and canceled, counted apart; and who was on: who opened or closed the shift,
 * and the branch's staff (a role at this branch) who rang up orders at the counter or moved orders on
 * the board (a customer canceling their own order is no staff). It is always worked out from the rows,
 * a closed shift's too, so an order canceled after the shift closed leaves its report.
 */
export async function shiftReport({
  providerId,
  from,
  to,
  openers,
  tx = db(),
}: {
  providerId: string;
  from: Date;
  to: Date;
  openers: string[];
  tx?: DbOrTx;
}): Promise<ShiftReport> {
  const window = and(eq(orders.providerId, providerId), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const paidRows = await rows<{
    payment_by: string;
    payment_method_id: string | null;
    method_title: string | null;
    total_price: number;
    wallet_amount: number;
    bank_amount: number;
    tab_id: string | null;
  }>({
    query: sql`SELECT o.payment_by, o.payment_method_id, m.title AS method_title, o.total_price, o.wallet_amount, o.bank_amount, o.tab_id
        FROM orders o LEFT JOIN payment_methods m ON m.id = o.payment_method_id
        WHERE o.provider_id = ${providerId} AND ${receivedIn({ start: from, end: to })}`,
    tx,
  });
  const takings = new Map<string, ShiftTakings>();
  const add = ({ key, title }: { key: string; title: string }, amount: number) => {
    if (amount <= 0) return;
    const t = takings.get(key) ?? { key, title, count: 0, amount: 0 };
    t.count += 1;
    t.amount += amount;
    takings.set(key, t);
  };
  let total = 0;
  let expectedCash = 0;
  const onSiteByTab = new Map<string, number>();
  for (const r of paidRows) {
    const price = Number(r.total_price);
    const wallet = Number(r.wallet_amount);
    const bank = Number(r.bank_amount);
    total += price;
    const onSite = price - wallet - bank;
    // A table tab's counter part may have been taken with several methods: read from its shares, below.
    if (r.tab_id) onSiteByTab.set(r.tab_id, (onSiteByTab.get(r.tab_id) ?? 0) + onSite);
    else if (r.payment_method_id)
      add({ key: r.payment_method_id, title: r.method_title ?? 'روش پرداخت حذف‌شده' }, onSite);
    else add({ key: 'unrecorded', title: 'پرداخت در محل (روش ثبت نشده)' }, onSite);
    if (!r.tab_id && isCashMethod(r.method_title)) expectedCash += onSite;
    add({ key: 'wallet', title: 'کیف پول' }, wallet);
    add({ key: 'bank', title: 'درگاه بانکی' }, bank);
  }
  for (const t of await tabCounterTakings({ tx, onSiteByTab })) {
    add({ key: t.methodId, title: t.title ?? 'روش پرداخت حذف‌شده' }, t.amount);
    if (isCashMethod(t.title)) expectedCash += t.amount;
  }
  const [canceledRow] = await tx
    .select({ n: countRows() })
    .from(orders)
    .where(and(window, eq(orders.status, 'canceled')));
  const canceled = Number(canceledRow?.n ?? 0);
  const [counter] = await tx
    .select({ n: countRows() })
    .from(counterOrders)
    .where(
      and(
        eq(counterOrders.providerId, providerId),
        gte(counterOrders.createdAt, from),
        lt(counterOrders.createdAt, to),
      ),
    );

  // Staff who moved an order on the board: history rows with a previous status (the first row is the order's placing).
  const movers = await tx
    .selectDistinct({ id: orderStatusHistory.actorId })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(
      and(
        eq(orders.providerId, providerId),
        gte(orderStatusHistory.createdAt, from),
        lt(orderStatusHistory.createdAt, to),
        sql`${orderStatusHistory.fromStatus} IS NOT NULL`,
      ),
    );
  const ringers = await tx
    .selectDistinct({ id: counterOrders.staffId })
    .from(counterOrders)
    .where(
      and(
        eq(counterOrders.providerId, providerId),
        gte(counterOrders.createdAt, from),
        lt(counterOrders.createdAt, to),
      ),
    );
  const actors = [...movers.map((m) => m.id), ...ringers.map((r) => r.id)].filter((x): x is string => Boolean(x));
  const staffHere = actors.length
    ? new Set(
        (
          await tx
            .select({ id: providerStaff.userId })
            .from(providerStaff)
            .where(and(eq(providerStaff.providerId, providerId), inArray(providerStaff.userId, actors)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const ids = [
    ...new Set([...openers, ...actors.filter((id) => staffHere.has(id))].filter((x): x is string => Boolean(x))),
  ];
  const people = ids.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    orders: paidRows.length,
    canceled,
    counterOrders: Number(counter?.n ?? 0),
    total,
    expectedCash,
    takings: [...takings.values()].sort((a, b) => b.amount - a.amount),
    staff: ids
      .filter((id) => byId.has(id))
      .map((id) => ({ _id: id, name: fullName(byId.get(id)) || byId.get(id)!.phone, phone: byId.get(id)!.phone })),
  };
}
