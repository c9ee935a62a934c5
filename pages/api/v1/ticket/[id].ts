import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { getDeskTicket } from '@/server/services/ticket/get-ticket';

export default route({
  GET: {
    auth: 'user',
    // The support team, or a branch admin for the tickets of their branch or referred to them (D30).
    staff: 'support',
    query: z.object({ id: ZTicketId }),
    run: ({ user, query }) => getDeskTicket({ actor: user, ticketId: query.id }),
  },
});
