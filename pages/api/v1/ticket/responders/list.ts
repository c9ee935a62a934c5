import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZTicketId } from '@/lib/contracts/ticket/schemas';
import { listResponders } from '@/server/services/ticket/list-responders';

/** GET /v1/ticket/responders/list[?ticketId=]: the support team, plus the admins of that ticket's branch. */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'support' },
    query: z.object({ ticketId: ZTicketId.optional() }),
    run: ({ query }) => listResponders({ ticketId: query.ticketId }),
  },
});
