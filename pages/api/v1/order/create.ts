import { route } from '@/server/http/route';
import { ZCounterOrder } from '@/lib/contracts/staff';
import { createCounterOrder } from '@/server/services/staff';

/** POST /v1/order/create: staff ring up a walk-in order at the counter, paid on site. */
export default route({
  POST: {
    auth: 'user',
    body: ZCounterOrder,
    perm: { flag: 'orders', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => createCounterOrder(user, body),
  },
});
