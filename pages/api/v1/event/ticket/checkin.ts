import { route } from '@/server/http/route';
import { ZEventTicketCheckin } from '@/lib/contracts/academy';
import { checkinTicket } from '@/server/services/academy/checkin-ticket';

/** The service checks `events` at the ticket's event's branch. */
export default route({
  POST: {
    auth: 'user',
    staff: 'events',
    body: ZEventTicketCheckin,
    run: ({ user, body }) => checkinTicket({ actor: user, code: body.code }),
  },
});
