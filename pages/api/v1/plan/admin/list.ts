import { route } from '@/server/http/route';
import { listPlansForHeadOffice } from '@/server/services/plan/list-plans';

/** GET /v1/plan/admin/list: every plan, how many were sold and the credits used per branch (head office). */
export default route({
  GET: { auth: 'user', perm: { flag: 'bundles' }, run: () => listPlansForHeadOffice() },
});
