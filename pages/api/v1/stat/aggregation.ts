import { route } from '@/server/http/route';
import { ZRangeQuery } from '@/lib/contracts/stats';
import { aggregationStat } from '@/server/services/stats/aggregation-stat';

export default route({
  GET: { auth: 'user', perm: { flag: 'stats' }, query: ZRangeQuery, run: ({ query }) => aggregationStat(query) },
});
