import { route } from '@/server/http/route';
import { ZSpaceOrderSubmit } from '@/lib/contracts/space';
import { submitSpaceOrder } from '@/server/services/space';

export default route({
  POST: { auth: 'user', body: ZSpaceOrderSubmit, run: ({ user, body }) => submitSpaceOrder(user, body) },
});
