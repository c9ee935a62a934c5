import { orderStatusHistory, type orders } from '../../db/schema';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import type { OrderStatus } from '@/lib/order-rules';
import { publish } from '../events/bus';

/**
 * An order's move from its current status to `to`, inside the transaction that made it: one row of its
 * history (who moved it; null for the system) and one event, which reaches the board, the customer's
 * tracking page and push only if the transaction commits.
 */
export async function recordOrderStatus({
  tx,
  order,
  to,
  actorId,
}: {
  tx: Tx;
  order: Pick<typeof orders.$inferSelect, 'id' | 'status' | 'providerId' | 'userId'>;
  to: OrderStatus;
  actorId: string | null;
}): Promise<void> {
  await tx
    .insert(orderStatusHistory)
    .values({ id: newId(), orderId: order.id, fromStatus: order.status, toStatus: to, actorId });
  await publish({
    tx,
    event: { type: 'order', orderId: order.id, providerId: order.providerId, userId: order.userId, status: to },
  });
}
