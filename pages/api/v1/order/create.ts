import { route } from '@/server/http/route';
import { ZCounterOrder } from '@/lib/contracts/counter';
import { createCounterOrder } from '@/server/services/counter/create-counter-order';

/** POST /v1/order/create: staff ring up a walk-in order at the counter, paid on site. */
export default route({
  POST: {
    auth: 'user',
    body: ZCounterOrder,
    perm: { flag: 'orders', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => createCounterOrder({ actor: user, input: body }),
  },
});
