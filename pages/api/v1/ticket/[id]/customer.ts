import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZTicketId } from '@/lib/contracts/ticket';
import { ticketCustomerContext } from '@/server/services/ticket';

export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'support' },
    query: z.object({ id: ZTicketId }),
    run: ({ user, query }) => ticketCustomerContext(user, query.id),
  },
});
