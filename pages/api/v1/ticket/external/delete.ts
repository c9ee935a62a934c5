import { route } from '@/server/http/route';
import { ZTicketIdBody } from '@/lib/contracts/ticket/schemas';
import { deleteTicket } from '@/server/services/ticket/delete-ticket';

export default route({
  DELETE: {
    auth: 'user',
    body: ZTicketIdBody,
    run: ({ user, body }) => deleteTicket({ actor: user, ticketId: body.ticketId, flavour: 'external' }),
  },
});
