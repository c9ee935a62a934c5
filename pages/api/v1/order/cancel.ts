import { route } from '@/server/http/route';
import { ZCancelOwnOrder } from '@/lib/contracts/order-feedback';
import { cancelOwnOrder } from '@/server/services/order-feedback/cancel';

/** POST /v1/order/cancel: the customer cancels their own order before the branch accepts it. */
export default route({
  POST: {
    auth: 'user',
    body: ZCancelOwnOrder,
    run: ({ user, body }) => cancelOwnOrder({ user, orderId: body.orderId }),
  },
});
