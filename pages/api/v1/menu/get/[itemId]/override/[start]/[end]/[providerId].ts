import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { ZSpaceDate } from '@/lib/contracts/space';
import { listCapacityOverrides } from '@/server/services/space';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ itemId: ZId, start: ZSpaceDate, end: ZSpaceDate, providerId: ZId }),
    perm: { flag: 'menu', provider: ({ query }) => query.providerId },
    run: ({ query }) => listCapacityOverrides(query.itemId, query.start, query.end, query.providerId),
  },
});
