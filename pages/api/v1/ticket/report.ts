import { route } from '@/server/http/route';
import { ZReportQuery } from '@/lib/contracts/ticket/schemas';
import { ticketReport } from '@/server/services/ticket/ticket-report';

export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'support' },
    query: ZReportQuery,
    run: ({ query }) => ticketReport({ days: query.days, providerId: query.providerId }),
  },
});
