import { route } from '@/server/http/route';
import { ZUserActive } from '@/lib/contracts/users';
import { setUserFlag } from '@/server/services/users';

/** POST /v1/user/change/active {userId, active}: activates or deactivates an account (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZUserActive,
    run: ({ user, body }) => setUserFlag(user, body.userId, 'active', body.active),
  },
});
