import { route } from '@/server/http/route';
import { ZCalculatePrice } from '@/lib/contracts/order';
import { calculateCart } from '@/server/services/order/calculate-cart';

export default route({
  POST: {
    auth: 'optional',
    body: ZCalculatePrice,
    // The spec's client reads price.price.
    run: async ({ body, user }) => calculateCart({ user: user ?? null, input: body }),
  },
});
