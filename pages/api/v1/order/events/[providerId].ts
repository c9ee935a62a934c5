import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { can } from '@/lib/permissions';
import { sessionUser } from '@/server/auth/session';
import { openEventStream } from '@/server/http/sse';
import { subscribe } from '@/server/services/events/bus';
import { orderViewById } from '@/server/services/order/order-view';
import { isSpaceBooking } from '@/server/services/space/checkin';
import { tabViewById } from '@/server/services/tab/tab-view';

export const config = { api: { externalResolver: true } };

/**
 * Live order feed of a branch for its staff: every new or changed order, as it happens. Before each
 * event the session and the orders right at this branch are read again: after a logout, a
 * deactivation or a removal from the branch the stream closes instead of sending (issue 22, M2).
 */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ req, res, query, token }) =>
      openEventStream(
        req,
        res,
        async (send) =>
          subscribe(async (e) => {
            // A table tab changed (issue 27): the board's open tabs read it again.
            if (e.type === 'tab' && e.providerId === query.providerId) {
              const tab = await tabViewById({ tabId: e.tabId }).catch(() => null);
              if (tab) await send('tab', { tab, change: e.change });
              return;
            }
            if (e.type !== 'order' || e.providerId !== query.providerId) return;
            // Room and desk bookings are not for the prep board (issue 21 D05).
            if (await isSpaceBooking({ orderId: e.orderId }).catch(() => false)) return;
            const order = await orderViewById({ orderId: e.orderId }).catch(() => null);
            if (order) await send(e.created ? 'created' : 'updated', { order });
          }),
        { allowed: async () => Boolean(token) && can(await sessionUser(token!), 'orders', query.providerId) },
      ),
  },
});
