import { sql, type SQL } from 'drizzle-orm';
import type { FinancialReportView, SalesRow, TFinancialQuery } from '@/lib/contracts/stats';
import { PAYMENT_BY } from '@/lib/order-rules';
import { isoDaysBetween, tehranRange } from '@/lib/stats-dates';
import { ensureProvider } from '../provider/ensure-provider';
import { LEDGER_JOINS, LEDGER_PROVIDER, rows, tehranDay } from './sql';
import { num } from './num';
import { paidAt } from './received-columns';
import { receivedIn } from './received';
import { otherSalesVat } from './sales-vat';

interface SalesSql {
  day: string;
  payment_by: string;
  orders: number;
  total: number;
  wallet: number;
  bank: number;
  discount: number;
  vat: number;
}

const salesRow = (paymentBy: string, r?: Partial<SalesSql>): SalesRow => {
  const total = num(r?.total);
  const wallet = num(r?.wallet);
  const bank = num(r?.bank);
  return { paymentBy, orders: num(r?.orders), total, wallet, bank, onSite: total - wallet - bank };
};

/**
 * GET /v1/stat/financial: one branch's (or, without one, the chain's) money over a range of Tehran days:
 * sales by payment type (money received, ./received.ts, dated by paid_at; canceled and still waiting
 * for the bank by the day placed), wallet movements from the ledger by reason, and the payments the
 * bank confirmed, with a row per day. The summary and the days come from ONE query of sold orders
 * grouped by day and payment type, so their wallet, bank and till sums cannot disagree. Sums are taken
 * in SQL; a ledger row belongs to the branch of the order, payment or bundle it refers to.
 */
export async function financialReport(q: TFinancialQuery): Promise<{ report: FinancialReportView }> {
  const providerId = q.providerId ?? null;
  if (providerId) await ensureProvider(providerId);
  const { start, end } = tehranRange(q.from, q.to);
  const s = start.toISOString();
  const e = end.toISOString();
  const inRange = (col: string): SQL =>
    sql`${sql.raw(col)} >= ${s}::timestamptz AND ${sql.raw(col)} < ${e}::timestamptz`;
  const branch = providerId ? sql` AND o.provider_id = ${providerId}` : sql``;
  const orderScope = sql`${inRange('o.created_at')}${branch}`;
  const ledgerScope = sql`${inRange('l.created_at')}${providerId ? sql` AND ${LEDGER_PROVIDER} = ${providerId}` : sql``}`;
  const bankScope = sql`p.status = 'paid' AND ${inRange('p.verified_at')}${providerId ? sql` AND p.provider_id = ${providerId}` : sql``}`;

  const sales = await rows<SalesSql>({
    query: sql`
    SELECT ${tehranDay(paidAt())} AS day, o.payment_by, count(*)::int AS orders, sum(o.total_price)::float8 AS total,
           sum(o.wallet_amount)::float8 AS wallet, sum(o.bank_amount)::float8 AS bank,
           sum(o.discount)::float8 AS discount, sum(o.vat)::float8 AS vat
    FROM orders o WHERE ${receivedIn({ start, end })}${branch} GROUP BY 1, 2`,
  });
  const [other] = await rows<{
    canceled: number;
    canceled_total: number;
    awaiting: number;
    awaiting_total: number;
  }>({
    query: sql`
    SELECT count(*) FILTER (WHERE o.status = 'canceled')::int AS canceled,
           COALESCE(sum(o.total_price) FILTER (WHERE o.status = 'canceled'), 0)::float8 AS canceled_total,
           count(*) FILTER (WHERE o.status = 'awaitingPayment')::int AS awaiting,
           COALESCE(sum(o.total_price) FILTER (WHERE o.status = 'awaitingPayment'), 0)::float8 AS awaiting_total
    FROM orders o WHERE ${orderScope}`,
  });
  const ledger = await rows<{ reason: string; count: number; credit: number; debit: number }>({
    query: sql`
    SELECT l.reason, count(*)::int AS count,
           COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::float8 AS credit,
           COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::float8 AS debit
    FROM wallet_ledger l ${LEDGER_JOINS}
    WHERE ${ledgerScope} GROUP BY l.reason ORDER BY l.reason`,
  });
  const bank = await rows<{ purpose: string; count: number; amount: number }>({
    query: sql`
    SELECT p.purpose, count(*)::int AS count, sum(p.amount)::float8 AS amount
    FROM payments p WHERE ${bankScope} GROUP BY p.purpose ORDER BY p.purpose`,
  });

  const bankDays = await rows<{ day: string; amount: number }>({
    query: sql`
    SELECT ${tehranDay('p.verified_at')} AS day, sum(p.amount)::float8 AS amount FROM payments p WHERE ${bankScope} GROUP BY 1`,
  });
  // VAT of the other sales (bundles, plans, event tickets), issue 29.
  const otherVat = await otherSalesVat({ start, end, providerId });
  const walletDays = await rows<{ day: string; charges: number }>({
    query: sql`
    SELECT ${tehranDay('l.created_at')} AS day,
           COALESCE(sum(l.amount) FILTER (WHERE l.reason = 'charge'), 0)::float8 AS charges
    FROM wallet_ledger l ${LEDGER_JOINS} WHERE ${ledgerScope} GROUP BY 1`,
  });

  const add = (a: SalesRow, r: SalesRow): SalesRow => ({
    paymentBy: a.paymentBy,
    orders: a.orders + r.orders,
    total: a.total + r.total,
    wallet: a.wallet + r.wallet,
    bank: a.bank + r.bank,
    onSite: a.onSite + r.onSite,
  });
  const byPaymentType = PAYMENT_BY.map((t) =>
    sales.filter((r) => r.payment_by === t).reduce((a, r) => add(a, salesRow(t, r)), salesRow(t)),
  );
  const sd = new Map<string, SalesRow>();
  for (const r of sales) sd.set(r.day, add(sd.get(r.day) ?? salesRow('all'), salesRow('all', r)));
  const vatByDay = new Map<string, number>();
  for (const r of sales) vatByDay.set(r.day, (vatByDay.get(r.day) ?? 0) + num(r.vat));
  for (const r of otherVat) vatByDay.set(r.day, (vatByDay.get(r.day) ?? 0) + r.vat);
  const ordersVat = sales.reduce((a, r) => a + num(r.vat), 0);
  const vatOf = (kind: string) => otherVat.reduce((a, r) => a + (r.kind === kind ? r.vat : 0), 0);
  const vatBySale = { orders: ordersVat, bundles: vatOf('bundles'), plans: vatOf('plans'), events: vatOf('events') };
  const sold = byPaymentType.reduce<SalesRow>((a, r) => add(a, r), salesRow('all'));
  const byReason = ledger.map((l) => ({
    reason: l.reason,
    count: num(l.count),
    credit: num(l.credit),
    debit: num(l.debit),
  }));
  const reason = (r: string) => byReason.find((x) => x.reason === r);
  const byPurpose = bank.map((b) => ({ purpose: b.purpose, count: num(b.count), amount: num(b.amount) }));
  const bd = new Map(bankDays.map((d) => [d.day, num(d.amount)]));
  const wd = new Map(walletDays.map((d) => [d.day, d]));

  return {
    report: {
      providerId,
      from: q.from,
      to: q.to,
      sales: {
        byPaymentType,
        sold,
        discounts: sales.reduce((a, r) => a + num(r.discount), 0),
        // VAT collected on what was sold (issue 29): orders, bundles, plans and event tickets.
        vat: vatBySale.orders + vatBySale.bundles + vatBySale.plans + vatBySale.events,
        vatBySale,
        canceled: { orders: num(other?.canceled), total: num(other?.canceled_total) },
        awaitingPayment: { orders: num(other?.awaiting), total: num(other?.awaiting_total) },
      },
      wallet: {
        byReason,
        charges: { count: reason('charge')?.count ?? 0, amount: reason('charge')?.credit ?? 0 },
        spentOnOrders: (reason('order')?.debit ?? 0) - (reason('order')?.credit ?? 0),
        refunds: (reason('orderRefund')?.credit ?? 0) + (reason('paymentRefund')?.credit ?? 0),
      },
      bank: { byPurpose, total: byPurpose.reduce((a, b) => a + b.amount, 0) },
      days: isoDaysBetween(q.from, q.to).map((day) => {
        const d = sd.get(day) ?? salesRow('all');
        return {
          day,
          orders: d.orders,
          sales: d.total,
          wallet: d.wallet,
          bank: d.bank,
          onSite: d.onSite,
          walletCharges: num(wd.get(day)?.charges),
          bankSettled: bd.get(day) ?? 0,
          vat: vatByDay.get(day) ?? 0,
        };
      }),
    },
  };
}
