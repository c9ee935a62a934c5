import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { currentShift } from '@/server/services/shift/current-shift';

/** GET /v1/provider/{id}/current/shift (a folder beside provider/[id].ts; the pages router tells them apart). */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId }),
    perm: { flag: 'shifts', provider: ({ query }) => query.id },
    run: ({ query }) => currentShift({ providerId: query.id }),
  },
});
