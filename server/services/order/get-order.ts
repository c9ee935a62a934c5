import { can } from '@/lib/permissions';
import type { OrderView } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { AppError } from '../../http/errors';
import { orderViewById } from './order-view';
import { expireOrder } from './expire-orders';

/** Who may see an order: its customer, the recipient of a gift, or staff with the orders permission at its branch. */
export function maySeeOrder({
  user,
  order,
}: {
  user: SessionUser;
  order: { userId: string; providerId: string; gift?: OrderView['gift'] };
}): boolean {
  return order.userId === user.id || Boolean(order.gift?.toMe) || can(user, 'orders', order.providerId);
}

/** GET /v1/order/{id}. An order whose payment time is up is released before it is shown. */
export async function getOrder({
  user,
  orderId: id,
}: {
  user: SessionUser;
  orderId: string;
}): Promise<{ order: OrderView }> {
  const viewer = { id: user.id, phone: user.phone };
  let order = await orderViewById({ orderId: id, viewer });
  if (order?.expiresAt && new Date(order.expiresAt) <= clockNow() && (await expireOrder({ orderId: id })))
    order = await orderViewById({ orderId: id, viewer });
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!maySeeOrder({ user, order })) throw new AppError('FORBIDDEN');
  return { order };
}
