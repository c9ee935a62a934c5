import { route } from '@/server/http/route';
import { ZSpaceCancel } from '@/lib/contracts/space/booking';
import { cancelSpaceOrder } from '@/server/services/space/cancel';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceCancel,
    run: ({ user, body }) => cancelSpaceOrder({ actor: user, orderId: body.orderId }),
  },
});
