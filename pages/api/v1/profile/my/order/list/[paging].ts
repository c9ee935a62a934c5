import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { ORDER_STATUSES } from '@/lib/contracts/order';
import { myOrders } from '@/server/services/order/my-orders';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ paging: ZPaging(20), providerId: ZId.optional(), status: z.enum(ORDER_STATUSES).optional() }),
    run: ({ user, query }) =>
      myOrders({ user, paging: query.paging, filter: { providerId: query.providerId, status: query.status } }),
  },
});
