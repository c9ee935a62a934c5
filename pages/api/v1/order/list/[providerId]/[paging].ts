import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { ORDER_STATUSES } from '@/lib/contracts/order';
import { providerOrders } from '@/server/services/order/provider-orders';

export default route({
  GET: {
    auth: 'user',
    query: z.object({
      providerId: ZId,
      paging: ZPaging(50),
      status: z.enum(ORDER_STATUSES).optional(),
      live: z.enum(['0', '1']).optional(),
    }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) =>
      providerOrders({
        providerId: query.providerId,
        paging: query.paging,
        filter: { status: query.status, live: query.live === undefined ? undefined : query.live === '1' },
      }),
  },
});
