import { route } from '@/server/http/route';
import { ZLinkTicketOrder } from '@/lib/contracts/ticket/schemas';
import { linkTicketOrder } from '@/server/services/ticket/link-order';

export default route({
  POST: {
    auth: 'user',
    staff: 'support',
    body: ZLinkTicketOrder,
    run: ({ user, body }) => linkTicketOrder({ actor: user, input: body }),
  },
});
