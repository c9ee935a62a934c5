import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { ZSpaceDate } from '@/lib/contracts/space/base';
import { providerReservations } from '@/server/services/space/list-reservations';

export default route({
  GET: {
    auth: 'user',
    query: z.object({
      providerId: ZId,
      paging: ZPaging(50),
      date: ZSpaceDate.optional(),
      active: z.enum(['true']).optional(),
    }),
    perm: { flag: 'orders', provider: ({ query }) => query.providerId },
    run: ({ query }) =>
      providerReservations({
        providerId: query.providerId,
        paging: query.paging,
        opts: { date: query.date, active: Boolean(query.active) },
      }),
  },
});
