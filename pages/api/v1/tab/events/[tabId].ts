import { eq } from 'drizzle-orm';
import { route } from '@/server/http/route';
import { ZTabIdQuery, TAB_EVENT, type TabEventData } from '@/lib/contracts/tab';
import { sessionUser } from '@/server/auth/session';
import { openEventStream } from '@/server/http/sse';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { subscribe } from '@/server/services/events/bus';
import { getTab, tabViewById } from '@/server/services/tab/tab-view';

export const config = { api: { externalResolver: true } };

/**
 * GET /v1/tab/events/{tabId}: the live tab for its members and the branch's staff. Every change (a member
 * joined, a line added, a round sent, a round moved on the board, a share paid, the tab closed) sends the
 * whole tab as event `tab` with why it changed. Events come through PostgreSQL NOTIFY, so a change made on
 * any instance arrives; after a database restart the stream ends with a retry hint and the reader gets
 * the fresh tab on reopening. Before each event the session is read again and the reader must still be a
 * member (or staff of the branch), as the order tracking stream checks its reader.
 */
export default route({
  GET: {
    auth: 'user',
    query: ZTabIdQuery,
    run: async ({ req, res, user, query, token }) => {
      const { tab } = await getTab({ user, tabId: query.tabId });
      const push = async (send: (event: string, data: unknown) => Promise<void>, change: TabEventData['change']) => {
        const fresh = await tabViewById({ tabId: query.tabId }).catch(() => null);
        if (fresh) await send(TAB_EVENT, { tab: fresh, change } satisfies TabEventData);
      };
      return openEventStream(
        req,
        res,
        async (send) => {
          // Listening first, then the tab as it is: no change can fall between the two.
          const off = await subscribe(async (e) => {
            if (e.type === 'tab' && e.tabId === query.tabId) return push(send, e.change);
            // A round moved on the board (its creation is announced by the tab's own 'round' event).
            if (e.type !== 'order' || e.created || e.providerId !== tab.providerId) return;
            const [o] = await db().select({ tabId: orders.tabId }).from(orders).where(eq(orders.id, e.orderId));
            if (o?.tabId === query.tabId) await push(send, 'roundStatus');
          });
          await send(TAB_EVENT, { tab, change: 'snapshot' } satisfies TabEventData);
          return off;
        },
        {
          allowed: async () => {
            const now = token ? await sessionUser(token) : null;
            if (!now || now.id !== user.id) return false;
            return getTab({ user: now, tabId: query.tabId }).then(
              () => true,
              () => false,
            );
          },
        },
      );
    },
  },
});
