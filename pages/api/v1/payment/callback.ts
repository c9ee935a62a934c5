import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { resultPath } from '@/server/services/payment/paths';
import { verifyPayment } from '@/server/services/payment/verify-payment';

const ZCallback = z.object({
  paymentId: ZId,
  Authority: z.string().trim().min(1).max(100),
  Status: z.string().optional(),
});

/**
 * The bank's return address for gateways that call back by GET or POST: verifies (idempotently, with
 * the stored amount) and sends the browser to the payment's result screen.
 */
async function callback({ query, res }: { query: z.output<typeof ZCallback>; res: import('next').NextApiResponse }) {
  const payment = await verifyPayment({ paymentId: query.paymentId, authority: query.Authority });
  res.status(303);
  res.setHeader('Location', resultPath({ purpose: payment.purpose, paymentId: payment._id }));
  res.end();
}

export default route({
  GET: { auth: 'none', query: ZCallback, run: callback },
  // A bank that calls back by POST sends the payer's browser here with a form from its own site.
  POST: { auth: 'none', query: ZCallback, accepts: ['form'], crossSite: true, run: callback },
});
