import { route } from '@/server/http/route';
import { ZSpaceOrderSubmit } from '@/lib/contracts/space/booking';
import { submitSpaceOrder } from '@/server/services/space/book';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceOrderSubmit,
    run: ({ user, body }) => submitSpaceOrder({ actor: user, input: body }),
  },
});
