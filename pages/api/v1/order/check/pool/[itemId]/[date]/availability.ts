import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { ZSpaceDate } from '@/lib/contracts/space/base';
import { poolAvailability } from '@/server/services/space/availability';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ itemId: ZId, date: ZSpaceDate }),
    run: ({ query }) => poolAvailability({ itemId: query.itemId, day: query.date }),
  },
});
