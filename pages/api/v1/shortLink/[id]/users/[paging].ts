import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { shortLinkUsers } from '@/server/services/office/short-links';

/** GET /v1/shortLink/{id}/users/{page}-20: who registered through the link. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId, paging: ZPaging(20) }),
    perm: { flag: 'shortLinks' },
    run: ({ query }) => shortLinkUsers(query.id, query.paging),
  },
});
