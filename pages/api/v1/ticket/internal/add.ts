import { route } from '@/server/http/route';
import { ZTicketCreate } from '@/lib/contracts/ticket/schemas';
import { createTicket } from '@/server/services/ticket/create-ticket';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'support' },
    body: ZTicketCreate,
    run: ({ user, body }) => createTicket({ actor: user, input: body, flavour: 'internal' }),
  },
});
