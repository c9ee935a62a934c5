import { route } from '@/server/http/route';
import { ZTagRemove } from '@/lib/contracts/tag';
import { removeTag } from '@/server/services/tag/remove-tag';

export default route({
  POST: { auth: 'user', perm: { flag: 'tags' }, body: ZTagRemove, run: ({ body }) => removeTag(body) },
});
