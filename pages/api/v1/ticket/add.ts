import { route } from '@/server/http/route';
import { ZTicketCreate } from '@/lib/contracts/ticket/schemas';
import { AppError } from '@/server/http/errors';
import { createTicket } from '@/server/services/ticket/create-ticket';
import { isSupport } from '@/server/services/ticket/access';

// The plain create call: `external` (default true) picks the flavour; an internal ticket needs the support team.
export default route({
  POST: {
    auth: 'user',
    body: ZTicketCreate,
    run: ({ user, body }) => {
      const flavour = body.external === false ? 'internal' : 'external';
      if (flavour === 'internal' && !isSupport(user)) throw new AppError('FORBIDDEN');
      return createTicket({ actor: user, input: body, flavour });
    },
  },
});
