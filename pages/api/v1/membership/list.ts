import { route } from '@/server/http/route';
import { listMemberships } from '@/server/services/membership/membership-status';

/** GET /v1/membership/list: the ladder (level, name, discountPercent) and the viewer's level and userLevelName. */
export default route({ GET: { auth: 'optional', run: ({ user }) => listMemberships({ userId: user?.id ?? null }) } });
