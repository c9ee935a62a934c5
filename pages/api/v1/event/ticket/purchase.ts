import { route } from '@/server/http/route';
import { ZEventTicketPurchase } from '@/lib/contracts/academy';
import { purchaseTickets } from '@/server/services/academy/purchase-tickets';

export default route({
  POST: { auth: 'user', body: ZEventTicketPurchase, run: ({ user, body }) => purchaseTickets({ user, input: body }) },
});
