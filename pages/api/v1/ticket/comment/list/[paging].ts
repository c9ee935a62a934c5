import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { listTicketComments } from '@/server/services/ticket/list-ticket-comments';

export default route({
  GET: {
    auth: 'user',
    staff: 'support',
    query: z.object({ paging: ZPaging(100), ticketId: ZTicketId }),
    run: ({ user, query }) =>
      listTicketComments({ actor: user, ticketId: query.ticketId, paging: query.paging, flavour: 'internal' }),
  },
});
