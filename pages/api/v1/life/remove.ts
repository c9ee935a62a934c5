import { route } from '@/server/http/route';
import { ZLifePostRemove } from '@/lib/contracts/office';
import { removeLifePost } from '@/server/services/office/life';

export default route({
  POST: { auth: 'user', perm: { flag: 'aboutUs' }, body: ZLifePostRemove, run: ({ body }) => removeLifePost(body) },
});
