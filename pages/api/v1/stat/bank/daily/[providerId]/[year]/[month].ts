import { route } from '@/server/http/route';
import { ZProviderMonth } from '@/lib/contracts/stats';
import { bankDaily } from '@/server/services/stats/money-daily';

export default route({
  GET: {
    auth: 'user',
    query: ZProviderMonth,
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => bankDaily({ providerId: query.providerId, year: query.year, month: query.month }),
  },
});
