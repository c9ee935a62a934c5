import { route } from '@/server/http/route';
import { ZEventTicketQuote } from '@/lib/contracts/academy';
import { quoteTickets } from '@/server/services/academy/purchase-tickets';

export default route({
  POST: { auth: 'user', body: ZEventTicketQuote, run: ({ user, body }) => quoteTickets({ user, input: body }) },
});
