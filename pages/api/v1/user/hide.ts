import { route } from '@/server/http/route';
import { ZUserHide } from '@/lib/contracts/users';
import { setUserFlag } from '@/server/services/users/set-user-flag';

/** POST /v1/user/hide {userId, hidden}: keeps a user out of public profiles and searches, or lets them back (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZUserHide,
    run: ({ user, body }) => setUserFlag({ actor: user, userId: body.userId, flag: 'hidden', value: body.hidden }),
  },
});
