import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listProviderBundles } from '@/server/services/bundle/list-bundles';

/** GET /v1/bundle/list/admin/{providerId}/{page}-100. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId, paging: ZPaging(100) }),
    perm: { flag: 'bundles', provider: ({ query }) => query.providerId },
    run: ({ query }) => listProviderBundles({ providerId: query.providerId, paging: query.paging }),
  },
});
