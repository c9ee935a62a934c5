/** Order statuses, types and payment kinds, and the status rule: plain data shared by server and screens (no zod). */

export const ORDER_STATUSES = [
  'awaitingPayment',
  'new',
  'accepted',
  'preparing',
  'ready',
  'delivered',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['inHall', 'takeAway', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_BY = ['pos', 'wallet', 'bank', 'hybrid'] as const;
export type PaymentBy = (typeof PAYMENT_BY)[number];

/** How much one order may hold: units of one item (all its lines together), lines, and total in toman. */
export const ORDER_LIMITS = { itemCount: 99, lines: 50, total: 100_000_000 } as const;

/** The forward order of statuses; a move is allowed only to a later one (or cancel before ready). */
export const STATUS_FLOW: readonly OrderStatus[] = [
  'awaitingPayment',
  'new',
  'accepted',
  'preparing',
  'ready',
  'delivered',
];

export function canMoveStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (from === 'canceled' || from === 'delivered') return false;
  if (to === 'canceled') return STATUS_FLOW.indexOf(from) < STATUS_FLOW.indexOf('ready');
  if (to === 'awaitingPayment') return false;
  // Money must arrive before the kitchen starts: an online order waiting for payment only moves by payment.
  if (from === 'awaitingPayment') return false;
  return STATUS_FLOW.indexOf(to) > STATUS_FLOW.indexOf(from);
}
