import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getRating } from '@/server/services/order-feedback/rating';

/** GET /v1/order/rating/{orderId}: the customer's rating of their order, if any, and whether it may be rated now. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: ({ user, query }) => getRating({ user, orderId: query.orderId }),
  },
});
