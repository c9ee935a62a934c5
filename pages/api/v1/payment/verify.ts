import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { verifyPayment } from '@/server/services/payment/verify-payment';

/** POST /api/v1/payment/verify {paymentId, authority}: what the result screens do on the server, as JSON. */
export default route({
  POST: {
    auth: 'optional',
    body: z.object({ paymentId: ZId, authority: z.string().trim().min(1).max(100).optional() }),
    run: async ({ user, body }) => ({
      payment: await verifyPayment({ paymentId: body.paymentId, authority: body.authority, viewer: user }),
    }),
  },
});
