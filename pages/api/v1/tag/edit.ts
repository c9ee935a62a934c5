import { route } from '@/server/http/route';
import { ZTagEdit } from '@/lib/contracts/tag';
import { editTag } from '@/server/services/tag/edit-tag';

export default route({
  POST: { auth: 'user', perm: { flag: 'tags' }, body: ZTagEdit, run: ({ body }) => editTag(body) },
});
