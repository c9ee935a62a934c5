import { route } from '@/server/http/route';
import { ZTabSplit } from '@/lib/contracts/tab';
import { splitTab } from '@/server/services/tab/split-tab';

export default route({
  POST: { auth: 'user', body: ZTabSplit, run: ({ user, body }) => splitTab({ user, input: body }) },
});
