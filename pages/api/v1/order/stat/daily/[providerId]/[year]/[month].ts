import { route } from '@/server/http/route';
import { ZProviderMonth } from '@/lib/contracts/stats';
import { dailyOrderStat } from '@/server/services/stats/provider-stat';

export default route({
  GET: {
    auth: 'user',
    query: ZProviderMonth,
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => dailyOrderStat(query.providerId, query.year, query.month),
  },
});
