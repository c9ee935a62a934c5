import { route } from '@/server/http/route';
import { ZLifeListQuery } from '@/lib/contracts/life';
import { listLife } from '@/server/services/life/list-life';

/** GET /v1/life/panel/list/{page}-20: every post, drafts too, for the panel. */
export default route({
  GET: {
    auth: 'user',
    query: ZLifeListQuery,
    perm: { flag: 'aboutUs' },
    run: ({ query }) => listLife({ paging: query.paging, all: true }),
  },
});
