import { route } from '@/server/http/route';
import { ZPaymentMethodRemove } from '@/lib/contracts/provider';
import { removePaymentMethod } from '@/server/services/provider/remove-payment-method';

export default route({
  POST: {
    auth: 'user',
    body: ZPaymentMethodRemove,
    perm: { flag: 'paymentMethods', provider: ({ body }) => body.providerId },
    run: ({ body }) => removePaymentMethod(body),
  },
});
