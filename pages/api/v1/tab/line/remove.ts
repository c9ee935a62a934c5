import { route } from '@/server/http/route';
import { ZTabLineRemove } from '@/lib/contracts/tab';
import { removeTabLine } from '@/server/services/tab/tab-lines';

export default route({
  POST: { auth: 'user', body: ZTabLineRemove, run: ({ user, body }) => removeTabLine({ user, input: body }) },
});
