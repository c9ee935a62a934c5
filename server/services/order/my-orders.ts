import { and, eq, or } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { orders } from '../../db/schema';
import { pageOf } from './page-of-orders';

/**
 * GET /v1/profile/my/order/list/{page}-20: the customer's own orders and the gifts sent to them
 * (by account, or by their phone number, also before they registered), newest first.
 */
export async function myOrders({
  user,
  paging,
  filter,
}: {
  user: SessionUser;
  paging: { page: number; size: number };
  filter: { providerId?: string; status?: OrderStatus };
}) {
  const mine = or(eq(orders.userId, user.id), eq(orders.giftTargetId, user.id), eq(orders.giftTargetPhone, user.phone));
  return pageOf({
    where: and(
      mine,
      filter.providerId ? eq(orders.providerId, filter.providerId) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
    ),
    paging,
    viewer: { id: user.id, phone: user.phone },
  });
}
