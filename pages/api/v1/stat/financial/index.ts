import { route } from '@/server/http/route';
import { statRangeQueries } from '@/lib/contracts/stats';
import { clockNow } from '@/server/clock';
import { financialReport } from '@/server/services/stats/financial-report';

const { ZFinancialQuery } = statRangeQueries(clockNow);

/** A branch's money for its admin and stats holders; the whole chain's (no providerId) only for the global stats flag. */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    query: ZFinancialQuery,
    run: ({ query }) => financialReport(query),
  },
});
