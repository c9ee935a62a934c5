import { route } from '@/server/http/route';
import { ZTagTop } from '@/lib/contracts/tag';
import { setTopTag, topTags } from '@/server/services/tag';

/** GET: the top tags in order; POST: puts a tag among them or takes it out. */
export default route({
  GET: { auth: 'none', run: () => topTags() },
  POST: { auth: 'user', perm: { flag: 'tags' }, body: ZTagTop, run: ({ body }) => setTopTag(body) },
});
