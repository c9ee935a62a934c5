import { route } from '@/server/http/route';
import { ZPlanEdit } from '@/lib/contracts/plan';
import { editPlan } from '@/server/services/plan/save-plan';

/** POST /v1/plan/edit (head office: `bundles` chain-wide). */
export default route({
  POST: { auth: 'user', body: ZPlanEdit, perm: { flag: 'bundles' }, run: ({ body }) => editPlan({ input: body }) },
});
