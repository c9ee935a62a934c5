import { route } from '@/server/http/route';
import { ZReferralEdit } from '@/lib/contracts/referral';
import { editReferralPolicy } from '@/server/services/referral/referral-policies';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'referral' },
    body: ZReferralEdit,
    run: ({ user, body }) => editReferralPolicy({ actor: user, input: body }),
  },
});
