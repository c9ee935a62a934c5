import { route } from '@/server/http/route';
import { ZEventTicketCancel } from '@/lib/contracts/academy';
import { cancelTicket } from '@/server/services/academy/cancel-ticket';

export default route({
  POST: {
    auth: 'user',
    body: ZEventTicketCancel,
    run: ({ user, body }) => cancelTicket({ user, ticketId: body.ticketId }),
  },
});
