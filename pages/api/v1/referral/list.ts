import { can } from '@/lib/permissions';
import { route } from '@/server/http/route';
import { listReferralPolicies } from '@/server/services/referral/referral-policies';

/** GET /v1/referral/list: every policy for staff with the referral permission, the active one for others. */
export default route({
  GET: { auth: 'optional', run: ({ user }) => listReferralPolicies({ all: can(user, 'referral') }) },
});
