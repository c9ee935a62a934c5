import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { listTicketComments } from '@/server/services/ticket/list-ticket-comments';

// The client also repeats page and number as query values; the path segment is what counts.
export default route({
  GET: {
    auth: 'user',
    query: z.object({
      paging: ZPaging(50),
      ticketId: ZTicketId,
      page: z.string().optional(),
      number: z.string().optional(),
      external: z.string().optional(),
    }),
    run: ({ user, query }) =>
      listTicketComments({ actor: user, ticketId: query.ticketId, paging: query.paging, flavour: 'external' }),
  },
});
