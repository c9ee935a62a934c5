import { sql } from 'drizzle-orm';
import type { BankDailyView, WalletDailyView, WalletTotalView, ProviderMonth } from '@/lib/contracts/stats';
import { ensureProvider } from '../provider/ensure-provider';
import { dailySeries, jalaliMonthSpan } from '@/lib/stats-dates';
import { LEDGER_JOINS, LEDGER_PROVIDER, rows, tehranDay } from './sql';
import { num } from './num';

/** GET /v1/stat/bank/daily/{providerId}/{year}/{month}: a branch's bank-confirmed payments per day of a Jalali month, by purpose. */
export async function bankDaily({ providerId, year, month }: ProviderMonth): Promise<BankDailyView> {
  await ensureProvider(providerId);
  const { days, start, end } = jalaliMonthSpan(year, month);
  const found = await rows<{
    day: string;
    count: number;
    amount: number;
    order: number;
    wallet: number;
    bundle: number;
  }>({
    query: sql`
    SELECT ${tehranDay('p.verified_at')} AS day, count(*)::int AS count, sum(p.amount)::float8 AS amount,
           COALESCE(sum(p.amount) FILTER (WHERE p.purpose = 'order'), 0)::float8 AS "order",
           COALESCE(sum(p.amount) FILTER (WHERE p.purpose = 'wallet'), 0)::float8 AS wallet,
           COALESCE(sum(p.amount) FILTER (WHERE p.purpose = 'bundle'), 0)::float8 AS bundle
    FROM payments p
    WHERE p.status = 'paid' AND p.provider_id = ${providerId}
      AND p.verified_at >= ${start.toISOString()}::timestamptz AND p.verified_at < ${end.toISOString()}::timestamptz
    GROUP BY 1`,
  });
  return {
    providerId,
    year,
    month,
    days: dailySeries(days, found, (day, r) => ({
      day,
      count: num(r?.count),
      amount: num(r?.amount),
      order: num(r?.order),
      wallet: num(r?.wallet),
      bundle: num(r?.bundle),
    })),
  };
}

/**
 * GET /v1/stat/wallet/daily/{providerId}/{year}/{month}: per day of a Jalali month, wallet charges paid
 * at this branch's gateway, wallet spent on its orders, and refunds of its orders and payments to wallets.
 */
export async function walletDaily({ providerId, year, month }: ProviderMonth): Promise<WalletDailyView> {
  await ensureProvider(providerId);
  const { days, start, end } = jalaliMonthSpan(year, month);
  const found = await rows<{ day: string; charges: number; spent: number; refunds: number }>({
    query: sql`
    SELECT ${tehranDay('l.created_at')} AS day,
           COALESCE(sum(l.amount) FILTER (WHERE l.reason = 'charge'), 0)::float8 AS charges,
           COALESCE(-sum(l.amount) FILTER (WHERE l.reason = 'order'), 0)::float8 AS spent,
           COALESCE(sum(l.amount) FILTER (WHERE l.reason IN ('orderRefund', 'paymentRefund')), 0)::float8 AS refunds
    FROM wallet_ledger l ${LEDGER_JOINS}
    WHERE ${LEDGER_PROVIDER} = ${providerId}
      AND l.created_at >= ${start.toISOString()}::timestamptz AND l.created_at < ${end.toISOString()}::timestamptz
    GROUP BY 1`,
  });
  return {
    providerId,
    year,
    month,
    days: dailySeries(days, found, (day, r) => ({
      day,
      charges: num(r?.charges),
      spent: num(r?.spent),
      refunds: num(r?.refunds),
    })),
  };
}

/** GET /v1/stat/wallet/amount/total: what all wallets hold together, and the ledger's sum beside it as a check. */
export async function walletAmountTotal(): Promise<WalletTotalView> {
  const [r] = await rows<{ total: number; holders: number; ledger: number }>({
    query: sql`
    SELECT (SELECT COALESCE(sum(wallet), 0)::float8 FROM users) AS total,
           (SELECT count(*)::int FROM users WHERE wallet > 0) AS holders,
           (SELECT COALESCE(sum(amount), 0)::float8 FROM wallet_ledger) AS ledger`,
  });
  return { total: num(r?.total), ledgerTotal: num(r?.ledger), holders: num(r?.holders) };
}
