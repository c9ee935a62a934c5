import { route } from '@/server/http/route';
import { ZRangeQuery } from '@/lib/contracts/stats';
import { userStat } from '@/server/services/stats/user-stat';

export default route({
  GET: { auth: 'user', perm: { flag: 'stats' }, query: ZRangeQuery, run: ({ query }) => userStat(query) },
});
