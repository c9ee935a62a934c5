import { route } from '@/server/http/route';
import { ZPaymentMethodEdit } from '@/lib/contracts/provider';
import { editPaymentMethod } from '@/server/services/provider/edit-payment-method';

export default route({
  POST: {
    auth: 'user',
    body: ZPaymentMethodEdit,
    perm: { flag: 'paymentMethods', provider: ({ body }) => body.providerId },
    run: ({ body }) => editPaymentMethod(body),
  },
});
