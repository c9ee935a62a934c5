import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { listPaymentMethods } from '@/server/services/provider/list-payment-methods';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId, withRemoved: z.enum(['true', 'false']).optional() }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) => listPaymentMethods({ providerId: query.providerId, withRemoved: query.withRemoved === 'true' }),
  },
});
