import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listShortLinkUsers } from '@/server/services/short-link/list-short-link-users';

/** GET /v1/shortLink/{id}/users/{page}-20: who registered through the link. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId, paging: ZPaging(20) }),
    perm: { flag: 'shortLinks' },
    run: ({ query }) => listShortLinkUsers({ shortLinkId: query.id, paging: query.paging }),
  },
});
