import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { sandboxDecide } from '@/server/integrations/payment/sandbox';

const ZDecide = z.object({
  authority: z
    .string()
    .trim()
    .regex(/^S[0-9A-F]{34}$/),
  action: z.enum(['pay', 'cancel']),
});

/**
 * The sandbox bank's two buttons ('پرداخت' / 'انصراف'), as a plain form post: the simulated bank
 * records the answer and sends the payer back to the shop's callback, as a real bank does.
 */
export default route({
  POST: {
    auth: 'none',
    accepts: ['form'],
    body: ZDecide,
    run: async ({ body, res, req }) => {
      const to = await sandboxDecide(body.authority, body.action === 'pay');
      if (!to) throw new AppError('PAYMENT_NOT_FOUND');
      if ((req.headers.accept ?? '').includes('application/json')) return { link: to };
      res.status(303);
      res.setHeader('Location', to);
      res.end();
    },
  },
});
