import { route } from '@/server/http/route';
import { ZTagTop } from '@/lib/contracts/tag';
import { setTopTag } from '@/server/services/tag/set-top-tag';
import { topTags } from '@/server/services/tag/top-tags';

/** GET: the top tags in order; POST: puts a tag among them or takes it out. */
export default route({
  GET: { auth: 'none', run: () => topTags() },
  POST: { auth: 'user', perm: { flag: 'tags' }, body: ZTagTop, run: ({ body }) => setTopTag(body) },
});
