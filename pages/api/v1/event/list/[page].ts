import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZEventListQuery } from '@/lib/contracts/academy';
import { listEvents } from '@/server/services/academy/list-events';

/** GET /v1/event/list/{page}-{size}: public (published, not over); staff may ask for other statuses. */
export default route({
  GET: {
    auth: 'optional',
    query: ZEventListQuery.extend({ page: ZPaging(50) }),
    run: ({ user, query: { page, ...filter } }) => listEvents({ viewer: user, paging: page, filter }),
  },
});
