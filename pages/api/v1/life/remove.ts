import { route } from '@/server/http/route';
import { ZLifePostRemove } from '@/lib/contracts/life';
import { removeLifePost } from '@/server/services/life/remove-life-post';

export default route({
  POST: { auth: 'user', perm: { flag: 'aboutUs' }, body: ZLifePostRemove, run: ({ body }) => removeLifePost(body) },
});
