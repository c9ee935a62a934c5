import { route } from '@/server/http/route';
import { ZPaymentMethodAdd } from '@/lib/contracts/provider';
import { addPaymentMethod } from '@/server/services/provider/add-payment-method';

export default route({
  POST: {
    auth: 'user',
    body: ZPaymentMethodAdd,
    perm: { flag: 'paymentMethods', provider: ({ body }) => body.providerId },
    run: ({ body }) => addPaymentMethod(body),
  },
});
