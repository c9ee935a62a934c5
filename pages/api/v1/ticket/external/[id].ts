import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { getOwnTicket } from '@/server/services/ticket/get-ticket';

export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZTicketId, external: z.enum(['true', 'false']).optional() }),
    run: ({ user, query }) => getOwnTicket({ actor: user, ticketId: query.id }),
  },
});
