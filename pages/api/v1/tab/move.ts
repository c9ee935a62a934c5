import { route } from '@/server/http/route';
import { ZTabMove } from '@/lib/contracts/tab';
import { moveTab } from '@/server/services/tab/move-tab';

export default route({
  POST: { auth: 'user', staff: 'orders', body: ZTabMove, run: ({ user, body }) => moveTab({ user, input: body }) },
});
