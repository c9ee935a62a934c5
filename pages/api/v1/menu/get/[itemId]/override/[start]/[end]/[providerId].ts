import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { ZSpaceDate } from '@/lib/contracts/space/base';
import { listCapacityOverrides } from '@/server/services/space/capacity-override';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ itemId: ZId, start: ZSpaceDate, end: ZSpaceDate, providerId: ZId }),
    perm: { flag: 'menu', provider: ({ query }) => query.providerId },
    run: ({ query }) =>
      listCapacityOverrides({
        itemId: query.itemId,
        start: query.start,
        end: query.end,
        providerId: query.providerId,
      }),
  },
});
