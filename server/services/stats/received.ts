import { sql, type SQL } from 'drizzle-orm';

/**
 * «دریافتی» / «فروش»: the ONE definition of money received and of a sold order, used by every money
 * report: the shift report and GET /v1/provider/{id}/today (server/services/shift/shift-report.ts), branch
 * stats (/v1/stat/{providerId}), the daily and aggregation stats, the user stats' active buyers, the
 * financial report and its workbook (server/services/stats/*), and the head-office home strip
 * (server/services/users/panel-today.ts).
 *
 * An order's money is received at `orders.paid_at`, the moment it was taken, with `orders.paid = true`:
 *  - online: a wallet order when it is placed, a bank or hybrid order when the bank confirms it
 *    (place-order.ts, payment/settle-payment.ts);
 *  - on site (`pos`): when staff record the payment with one of the branch's payment methods: rung up
 *    at the counter (staff/counter-order.ts), or moved on the board (delivered) or checked in (a
 *    booking) with a payment method (order/change-status.ts). A pay-on-site order or booking whose
 *    payment nobody recorded is not received, however far it got.
 *  - a table tab's round (issue 27): when the tab is fully paid, with the wallet, bank and counter parts
 *    of its shares laid over its rounds (tab/finish-tab.ts); the shares themselves are never counted.
 * It stops counting if the order is later canceled (the online part went back to the wallet with a
 * ledger row, the till part was handed back at the till): reports are worked out from the rows when
 * they are read, a closed shift's included, so a later cancellation leaves every report at once.
 *
 * A sold order is a received one; its amount is `total_price` (wallet part `wallet_amount`, bank part
 * `bank_amount`, the rest at the till), and it counts on the Tehran day, range or shift holding its
 * `paid_at` (not its `created_at`: a room booked today for next week and paid at check-in sells then).
 */
export function received(alias = 'o'): SQL {
  const a = alias;
  return sql.raw(`(${a}.paid AND ${a}.paid_at IS NOT NULL AND ${a}.status <> 'canceled' AND ${a}.refunded_at IS NULL)`);
}

/** Received in [start, end): `received()` with its `paid_at` in the window. */
export function receivedIn({ start, end, alias = 'o' }: { start: Date; end: Date; alias?: string }): SQL {
  const col = sql.raw(`${alias}.paid_at`);
  return sql`${received(alias)} AND ${col} >= ${start.toISOString()}::timestamptz AND ${col} < ${end.toISOString()}::timestamptz`;
}
