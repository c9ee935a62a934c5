import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listShifts } from '@/server/services/shift/list-shifts';

/** GET /v1/provider/{id}/shift/list/{page}-{size}: the branch's shifts with their reports, newest first. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId, paging: ZPaging(20) }),
    perm: { flag: 'shifts', provider: ({ query }) => query.id },
    run: ({ query }) => listShifts({ providerId: query.id, paging: query.paging }),
  },
});
