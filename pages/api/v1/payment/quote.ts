import { route } from '@/server/http/route';
import { ZPaymentQuote } from '@/lib/contracts/payment';
import { paymentQuote } from '@/server/services/payment/payment-quote';

/** POST /api/v1/payment/quote: the payment modal's total, wallet balance and differential, priced as submit charges. */
export default route({
  POST: { auth: 'user', body: ZPaymentQuote, run: ({ user, body }) => paymentQuote({ user, input: body }) },
});
