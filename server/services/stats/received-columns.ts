import { sql, type SQL } from 'drizzle-orm';

/** The column an order's money is dated by, for grouping received orders by day or hour. */
export const paidAt = (alias = 'o'): string => `${alias}.paid_at`;

/** The parts of a received order's amount (SQL over alias `o`): what the till took is the total less the online parts. */
export const ON_SITE = (alias = 'o'): SQL =>
  sql.raw(`(${alias}.total_price - ${alias}.wallet_amount - ${alias}.bank_amount)`);
