import { route } from '@/server/http/route';
import { statRangeQueries } from '@/lib/contracts/stats';
import { clockNow } from '@/server/clock';
import { aggregationStat } from '@/server/services/stats/aggregation-stat';

const { ZRangeQuery } = statRangeQueries(clockNow);

export default route({
  GET: { auth: 'user', perm: { flag: 'stats' }, query: ZRangeQuery, run: ({ query }) => aggregationStat(query) },
});
