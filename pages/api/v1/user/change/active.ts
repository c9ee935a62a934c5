import { route } from '@/server/http/route';
import { ZUserActive } from '@/lib/contracts/users';
import { setUserFlag } from '@/server/services/users/set-user-flag';

/** POST /v1/user/change/active {userId, active}: activates or deactivates an account (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZUserActive,
    run: ({ user, body }) => setUserFlag({ actor: user, userId: body.userId, flag: 'active', value: body.active }),
  },
});
