import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { branchToday } from '@/server/services/shift/branch-today';

/** GET /v1/provider/{id}/today: the branch's day so far (orders, takings by payment method) for its home page. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId }),
    perm: { flag: 'orders', provider: ({ query }) => query.id },
    run: ({ query }) => branchToday({ providerId: query.id }),
  },
});
