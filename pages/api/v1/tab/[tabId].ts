import { route } from '@/server/http/route';
import { ZTabIdQuery } from '@/lib/contracts/tab';
import { getTab } from '@/server/services/tab/tab-view';

export default route({
  GET: { auth: 'user', query: ZTabIdQuery, run: ({ user, query }) => getTab({ user, tabId: query.tabId }) },
});
