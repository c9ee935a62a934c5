import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { myBundles } from '@/server/services/bundle/list-bundles';

/** GET /v1/profile/my/bundle/list/{page}-20. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ paging: ZPaging(20) }),
    run: ({ user, query }) => myBundles({ userId: user.id, paging: query.paging }),
  },
});
