import { route } from '@/server/http/route';
import { registeredCount } from '@/server/services/users/activity';

/** GET /v1/registered/count: registered users in all, today, and active (users permission). */
export default route({
  GET: { auth: 'user', perm: { flag: 'users' }, run: () => registeredCount() },
});
