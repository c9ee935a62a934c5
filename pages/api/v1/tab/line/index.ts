import { route } from '@/server/http/route';
import { ZTabLineAdd } from '@/lib/contracts/tab';
import { addTabLine } from '@/server/services/tab/tab-lines';

export default route({
  POST: { auth: 'user', body: ZTabLineAdd, run: ({ user, body }) => addTabLine({ user, input: body }) },
});
