import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { newId } from '../../db/ids';
import { sqlRow } from '../../db/sql-row';
import { orderItems, orders } from '../../db/schema';
import { EVENT_CHANNEL, type AppEvent } from '../events/bus';
import type { PricedCart } from './price';

/**
 * The JSON place_order (migrations 0005/0009, now 0038) takes for an order that goes straight to the board as
 * `new` with no wallet part and no cached-menu check: a counter sale, a table tab's round. Stock is
 * taken for the priced lines of stocked items; the board's live event is the order's creation.
 */
export function boardOrderArgs({
  order,
  lines,
  priced,
}: {
  order: Record<string, unknown> & { id: string; providerId: string; userId: string | null };
  lines: Record<string, unknown>[];
  priced: PricedCart;
}): string {
  const stocked = new Set(priced.rows.filter((r) => r.stock !== null).map((r) => r.id));
  return JSON.stringify({
    order: sqlRow(orders, order, { insert: true }),
    items: lines.map((l) => sqlRow(orderItems, l, { insert: true })),
    stock: priced.lines.filter((l) => stocked.has(l._id)).map((l) => ({ item_id: l._id, count: l.count })),
    day: tehranIsoDate(clockNow()),
    history_id: newId(),
    wallet: null,
    verify: null,
    channel: EVENT_CHANNEL,
    event: JSON.stringify({
      type: 'order',
      orderId: order.id,
      providerId: order.providerId,
      userId: order.userId,
      status: 'new',
      created: true,
    } satisfies AppEvent),
  });
}
