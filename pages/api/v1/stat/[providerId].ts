import { route } from '@/server/http/route';
import { statRangeQueries } from '@/lib/contracts/stats';
import { clockNow } from '@/server/clock';
import { providerStat } from '@/server/services/stats/provider-stat';

const { ZProviderRange } = statRangeQueries(clockNow);

export default route({
  GET: {
    auth: 'user',
    query: ZProviderRange,
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => providerStat({ providerId: query.providerId, range: query }),
  },
});
