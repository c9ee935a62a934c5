import { route } from '@/server/http/route';
import { ZCalculatePrice } from '@/lib/contracts/order';
import { priceCart } from '@/server/services/order';

export default route({
  POST: {
    auth: 'optional',
    body: ZCalculatePrice,
    run: async ({ body, user }) => {
      const { price, itemsPrice, discount, lines } = await priceCart({ items: body.items, providerId: body.providerId, membershipDiscount: user?.membershipDiscount ?? 0 });
      // The spec's client reads price.price.
      return { price: { price, itemsPrice, discount, lines } };
    },
  },
});
