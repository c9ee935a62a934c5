import { route } from '@/server/http/route';
import { ZRateOrder } from '@/lib/contracts/order-feedback';
import { rateOrder } from '@/server/services/order-feedback/rating';

/** POST /v1/order/rating: the customer rates their delivered order (1–5 and a comment), once. */
export default route({
  POST: { auth: 'user', body: ZRateOrder, run: ({ user, body }) => rateOrder({ user, input: body }) },
});
