import { sql, type SQL } from 'drizzle-orm';
import { formatNumber } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';
import type { DbOrTx } from '../../db/client';
import { eventSettings, events } from '../../db/schema';

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

export interface CommissionRule {
  percent: number;
  fixed: number;
  isDefault: boolean;
}

/** The chain's default commission (the one settings row). */
export async function commissionDefaults({ tx }: { tx: DbOrTx }): Promise<{ percent: number; fixed: number }> {
  const [row] = await tx.select().from(eventSettings).limit(1);
  return { percent: row?.commissionPercent ?? 0, fixed: row?.commissionFixed ?? 0 };
}

/** The commission in force for an event: its own override, else the chain's default. */
export function effectiveCommission(
  event: Pick<typeof events.$inferSelect, 'commissionPercent' | 'commissionFixed'>,
  defaults: { percent: number; fixed: number },
): CommissionRule {
  const isDefault = event.commissionPercent === null && event.commissionFixed === null;
  return {
    percent: event.commissionPercent ?? defaults.percent,
    fixed: event.commissionFixed ?? defaults.fixed,
    isDefault,
  };
}
