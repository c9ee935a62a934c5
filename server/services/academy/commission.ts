import { sql, type SQL } from 'drizzle-orm';
import { formatNumber } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';

/**
 * THE commission rule of event sales (issue 26), integer toman per ticket:
 * round(pricePaid × percent / 100) + fixed. The report's SQL (commissionSql) is the same formula.
 */
export function ticketCommission({
  pricePaid,
  percent,
  fixed,
}: {
  pricePaid: number;
  percent: number;
  fixed: number;
}): number {
  return Math.round((pricePaid * percent) / 100) + fixed;
}

/**
 * ticketCommission in SQL, over a ticket's price column and an event's percent and fixed (summed by the
 * reports so their totals are sums over the rows). PostgreSQL's round() on numeric rounds half away from
 * zero, as Math.round does for the non-negative amounts here.
 */
export function commissionSql({ pricePaid, percent, fixed }: { pricePaid: SQL; percent: SQL; fixed: SQL }): SQL {
  return sql`(round((${pricePaid})::numeric * (${percent})::numeric / 100)::integer + (${fixed})::integer)`;
}

/** How the report states the rule, in Persian. */
export function commissionRuleText({ percent, fixed }: { percent: number; fixed: number }): string {
  return `کمیسیون هر بلیت: ${toPersianDigits(String(percent))}٪ مبلغ پرداختی (گرد شده به تومان) + ${formatNumber(fixed)} تومان`;
}
