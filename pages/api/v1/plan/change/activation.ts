import { route } from '@/server/http/route';
import { ZPlanActivation } from '@/lib/contracts/plan';
import { changePlanActivation } from '@/server/services/plan/save-plan';

/** POST /v1/plan/change/activation {planId, active?} (head office: `bundles` chain-wide). */
export default route({
  POST: {
    auth: 'user',
    body: ZPlanActivation,
    perm: { flag: 'bundles' },
    run: ({ body }) => changePlanActivation({ input: body }),
  },
});
