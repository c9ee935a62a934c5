import { route } from '@/server/http/route';
import { ZLifeListQuery } from '@/lib/contracts/life';
import { listLife } from '@/server/services/life/list-life';

/** GET /v1/life/list/{page}-20: the chain's published life feed (public). */
export default route({
  GET: { auth: 'none', query: ZLifeListQuery, run: ({ query }) => listLife({ paging: query.paging }) },
});
