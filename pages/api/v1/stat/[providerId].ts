import { route } from '@/server/http/route';
import { ZProviderRange } from '@/lib/contracts/stats';
import { providerStat } from '@/server/services/stats/provider-stat';

export default route({
  GET: {
    auth: 'user',
    query: ZProviderRange,
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    run: ({ query }) => providerStat({ providerId: query.providerId, range: query }),
  },
});
