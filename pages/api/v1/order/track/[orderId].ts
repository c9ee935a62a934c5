import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { sessionUser } from '@/server/auth/session';
import { openEventStream } from '@/server/http/sse';
import { subscribe } from '@/server/services/events/bus';
import { getOrder, maySeeOrder } from '@/server/services/order/get-order';
import { orderViewById } from '@/server/services/order/order-view';

export const config = { api: { externalResolver: true } };

/**
 * Live status of one order for its customer (and staff of its branch). The order carries the
 * customer's phone and address, so before each event the session is read again and the viewer must
 * still be allowed to see the order; otherwise the stream closes (issue 22, M2).
 */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: async ({ req, res, user, query, token }) => {
      const { order } = await getOrder({ user, orderId: query.orderId });
      const viewer = { id: user.id, phone: user.phone };
      return openEventStream(
        req,
        res,
        async (send) => {
          await send('order', { order });
          return subscribe(async (e) => {
            if (e.type !== 'order' || e.orderId !== query.orderId) return;
            // Seen as this viewer: the payer of an anonymous gift keeps seeing it as theirs.
            const fresh = await orderViewById({ orderId: e.orderId, viewer }).catch(() => null);
            if (fresh) await send('order', { order: fresh });
          });
        },
        {
          allowed: async () => {
            const now = token ? await sessionUser(token) : null;
            if (!now || now.id !== user.id) return false;
            const seen = await orderViewById({ orderId: query.orderId, viewer });
            return Boolean(seen) && maySeeOrder({ user: now, order: seen! });
          },
        },
      );
    },
  },
});
