import { route } from '@/server/http/route';
import { ZTagAdd } from '@/lib/contracts/tag';
import { addTag } from '@/server/services/tag/add-tag';

export default route({
  POST: { auth: 'user', perm: { flag: 'tags' }, body: ZTagAdd, run: ({ body }) => addTag(body) },
});
