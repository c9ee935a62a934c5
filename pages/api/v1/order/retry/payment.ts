import { route } from '@/server/http/route';
import { ZRetryPayment } from '@/lib/contracts/payment';
import { retryOrderPayment } from '@/server/services/payment/retry-payment';

/** POST /v1/order/retry/payment {orderId} → { link }: a new bank session for an unpaid order. */
export default route({
  POST: {
    auth: 'user',
    body: ZRetryPayment,
    run: ({ user, body }) => retryOrderPayment({ user, orderId: body.orderId }),
  },
});
