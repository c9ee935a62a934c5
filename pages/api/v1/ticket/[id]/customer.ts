import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { ticketCustomerContext } from '@/server/services/ticket/customer-context';

export default route({
  GET: {
    auth: 'user',
    staff: 'support',
    query: z.object({ id: ZTicketId }),
    run: ({ user, query }) => ticketCustomerContext({ viewer: user, ticketId: query.id }),
  },
});
