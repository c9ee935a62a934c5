import { route } from '@/server/http/route';
import { ZReferralEdit } from '@/lib/contracts/referral';
import { editReferralPolicy } from '@/server/services/referral';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'referral' },
    body: ZReferralEdit,
    run: ({ user, body }) => editReferralPolicy(user, body),
  },
});
