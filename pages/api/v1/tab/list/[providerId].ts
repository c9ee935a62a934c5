import { route } from '@/server/http/route';
import { ZTabProviderQuery } from '@/lib/contracts/tab';
import { listOpenTabs } from '@/server/services/tab/list-open-tabs';

export default route({
  GET: {
    auth: 'user',
    query: ZTabProviderQuery,
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) => listOpenTabs({ providerId: query.providerId }),
  },
});
