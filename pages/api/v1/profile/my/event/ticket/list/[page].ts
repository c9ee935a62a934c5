import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { myTickets } from '@/server/services/academy/my-tickets';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ page: ZPaging(50) }),
    run: ({ user, query }) => myTickets({ user, paging: query.page }),
  },
});
