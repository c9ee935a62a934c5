import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { verifyPayment } from '@/server/services/payment/verify-payment';

/** GET /api/v1/payment/{paymentId}: the payer's payment, verified again with the bank while still open. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ paymentId: ZId }),
    run: async ({ user, query }) => ({ payment: await verifyPayment({ paymentId: query.paymentId, viewer: user }) }),
  },
});
