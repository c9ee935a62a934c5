import { route } from '@/server/http/route';
import { ZProviderMonth } from '@/lib/contracts/stats';
import { dailyOrderStat } from '@/server/services/stats/daily-order-stat';

export default route({
  GET: {
    auth: 'user',
    query: ZProviderMonth,
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => dailyOrderStat({ providerId: query.providerId, year: query.year, month: query.month }),
  },
});
