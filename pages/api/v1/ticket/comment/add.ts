import { route } from '@/server/http/route';
import { ZCommentAdd } from '@/lib/contracts/ticket/schemas';
import { addTicketComment } from '@/server/services/ticket/add-ticket-comment';

export default route({
  POST: {
    auth: 'user',
    staff: 'support',
    body: ZCommentAdd,
    run: ({ user, body }) => addTicketComment({ actor: user, input: body, flavour: 'internal' }),
  },
});
