import { route } from '@/server/http/route';
import { ZRateTicket } from '@/lib/contracts/ticket/schemas';
import { rateTicket } from '@/server/services/ticket/rate-ticket';

export default route({
  POST: { auth: 'user', body: ZRateTicket, run: ({ user, body }) => rateTicket({ actor: user, input: body }) },
});
