import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getShift } from '@/server/services/shift/get-shift';

/** GET /v1/provider/{id}/shift/{shiftId}: one shift's report. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId, shiftId: ZId }),
    perm: { flag: 'shifts', provider: ({ query }) => query.id },
    run: ({ query }) => getShift({ providerId: query.id, shiftId: query.shiftId }),
  },
});
