import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listBundles } from '@/server/services/bundle/list-bundles';

/** GET /v1/bundle/list/{page}-20 (optionally `providerId`): bundles on sale, for anyone. */
export default route({
  GET: {
    auth: 'none',
    query: z.object({ paging: ZPaging(20), providerId: ZId.optional() }),
    run: ({ query }) => listBundles({ paging: query.paging, providerId: query.providerId }),
  },
});
