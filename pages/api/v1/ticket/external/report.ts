import { route } from '@/server/http/route';
import { ZReportQuery } from '@/lib/contracts/ticket/schemas';
import { ticketReport } from '@/server/services/ticket/ticket-report';

export default route({
  GET: {
    auth: 'user',
    query: ZReportQuery,
    run: ({ user, query }) => ticketReport({ userId: user.id, days: query.days }),
  },
});
