import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { ERRORS } from '@/lib/messages';
import { menuAvailability } from '@/server/services/menu/availability';

/** Support staff (or the branch's admin) check when a branch's items could be ordered on a day. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({
      providerId: ZId,
      date: z.string().max(10, { error: ERRORS.AVAILABILITY_DATE_INVALID.fa }),
      paging: ZPaging(50),
    }),
    perm: { flag: 'support', provider: ({ query }) => query.providerId },
    run: ({ query }) => menuAvailability({ providerId: query.providerId, date: query.date, paging: query.paging }),
  },
});
