import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { openEventStream } from '@/server/http/sse';
import { subscribe } from '@/server/services/events/bus';
import { getOrder, orderViewById } from '@/server/services/order';

export const config = { api: { externalResolver: true } };

/** Live status of one order for its customer (and staff of its branch). */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: async ({ req, res, user, query }) => {
      const { order } = await getOrder(user, query.orderId);
      return openEventStream(req, res, async (send) => {
        send('order', { order });
        return subscribe(async (e) => {
          if (e.type !== 'order' || e.orderId !== query.orderId) return;
          // Seen as this viewer: the payer of an anonymous gift keeps seeing it as theirs.
          const fresh = await orderViewById(e.orderId, undefined, { id: user.id, phone: user.phone }).catch(() => null);
          if (fresh) send('order', { order: fresh });
        });
      });
    },
  },
});
