import { route } from '@/server/http/route';
import { ZChangeOrderStatus } from '@/lib/contracts/order';
import { changeOrderStatus } from '@/server/services/order/change-status';

// The branch is known only after the order is read, so the service checks the orders permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'orders',
    body: ZChangeOrderStatus,
    run: ({ user, body }) => changeOrderStatus({ actor: user, input: body }),
  },
});
