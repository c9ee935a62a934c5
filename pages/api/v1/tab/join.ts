import { route } from '@/server/http/route';
import { ZTabJoin } from '@/lib/contracts/tab';
import { joinTab } from '@/server/services/tab/join-tab';

export default route({
  POST: { auth: 'user', body: ZTabJoin, run: ({ user, body }) => joinTab({ user, input: body }) },
});
