import { route } from '@/server/http/route';
import { listPlans } from '@/server/services/plan/list-plans';

/** GET /v1/plan/list: member plans on sale, for anyone; head office (`bundles` chain-wide) sees inactive ones too. */
export default route({
  GET: { auth: 'optional', run: ({ user }) => listPlans({ user }) },
});
