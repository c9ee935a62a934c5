import { route } from '@/server/http/route';
import { ZTabClose } from '@/lib/contracts/tab';
import { closeTab } from '@/server/services/tab/close-tab';

export default route({
  POST: { auth: 'user', body: ZTabClose, run: ({ user, body }) => closeTab({ user, input: body }) },
});
