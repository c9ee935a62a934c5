import { route } from '@/server/http/route';
import { ZOrderSubmit } from '@/lib/contracts/order';
import { submitOrder } from '@/server/services/order/submit';

export default route({
  POST: { auth: 'user', body: ZOrderSubmit, run: ({ user, body }) => submitOrder({ user, input: body }) },
});
