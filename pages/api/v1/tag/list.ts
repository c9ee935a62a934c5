import { route } from '@/server/http/route';
import { ZTagListQuery } from '@/lib/contracts/tag';
import { listTags } from '@/server/services/tag/list-tags';

export default route({
  GET: { auth: 'none', query: ZTagListQuery, run: ({ query }) => listTags(query) },
});
