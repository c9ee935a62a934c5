import { route } from '@/server/http/route';
import { ZSpaceCancel } from '@/lib/contracts/space';
import { cancelSpaceOrder } from '@/server/services/space';

export default route({
  POST: { auth: 'user', body: ZSpaceCancel, run: ({ user, body }) => cancelSpaceOrder(user, body.orderId) },
});
