import { route } from '@/server/http/route';
import { statRangeQueries } from '@/lib/contracts/stats';
import { clockNow } from '@/server/clock';
import { userStat } from '@/server/services/stats/user-stat';

const { ZRangeQuery } = statRangeQueries(clockNow);

export default route({
  GET: { auth: 'user', perm: { flag: 'stats' }, query: ZRangeQuery, run: ({ query }) => userStat(query) },
});
