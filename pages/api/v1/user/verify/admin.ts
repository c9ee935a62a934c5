import { route } from '@/server/http/route';
import { ZUserVerify } from '@/lib/contracts/users';
import { setUserFlag } from '@/server/services/users/set-user-flag';

/** POST /v1/user/verify/admin {userId, verified}: staff mark that they checked who this is (users permission). */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'users' },
    body: ZUserVerify,
    run: ({ user, body }) => setUserFlag({ actor: user, userId: body.userId, flag: 'verified', value: body.verified }),
  },
});
