import { route } from '@/server/http/route';
import { ZTableIdQuery } from '@/lib/contracts/tab';
import { tableTab } from '@/server/services/tab/table-tab';

export default route({
  GET: { auth: 'user', query: ZTableIdQuery, run: ({ user, query }) => tableTab({ user, tableId: query.tableId }) },
});
