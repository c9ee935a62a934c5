import { route } from '@/server/http/route';
import { ZPlanCreate } from '@/lib/contracts/plan';
import { createPlan } from '@/server/services/plan/save-plan';

/** POST /v1/plan/create: plans are the chain's, so head office sells them (`bundles` held chain-wide). */
export default route({
  POST: { auth: 'user', body: ZPlanCreate, perm: { flag: 'bundles' }, run: ({ body }) => createPlan({ input: body }) },
});
