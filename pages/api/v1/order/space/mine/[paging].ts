import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { myReservations } from '@/server/services/space/list-reservations';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ paging: ZPaging(20) }),
    run: ({ user, query }) => myReservations({ actor: user, paging: query.paging }),
  },
});
