import { route } from '@/server/http/route';
import { ZTicketListQuery } from '@/lib/contracts/ticket/schemas';
import { listTickets } from '@/server/services/ticket/list-tickets';

// One path, two flavours: external=true lists the caller's own tickets; otherwise the support desk (checked in the service).
export default route({
  GET: { auth: 'user', query: ZTicketListQuery, run: ({ user, query }) => listTickets({ actor: user, query }) },
});
