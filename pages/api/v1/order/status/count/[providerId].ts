import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { orderStatusCounts } from '@/server/services/order/status-counts';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) => orderStatusCounts(query.providerId),
  },
});
