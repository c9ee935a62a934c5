import { route } from '@/server/http/route';
import { ZChangeTicketState } from '@/lib/contracts/ticket/schemas';
import { changeTicketState } from '@/server/services/ticket/change-ticket-state';

// Support staff may make any move; a ticket's owner may only close it (the service checks which).
export default route({
  POST: {
    auth: 'user',
    body: ZChangeTicketState,
    run: ({ user, body }) => changeTicketState({ actor: user, input: body }),
  },
});
