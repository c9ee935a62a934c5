import { route } from '@/server/http/route';
import { ZLinkTicketOrder } from '@/lib/contracts/ticket';
import { linkTicketOrder } from '@/server/services/ticket/link-order';

export default route({
  POST: {
    auth: 'user',
    staff: 'support',
    body: ZLinkTicketOrder,
    run: ({ user, body }) => linkTicketOrder({ actor: user, input: body }),
  },
});
