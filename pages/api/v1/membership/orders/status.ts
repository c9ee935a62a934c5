import { route } from '@/server/http/route';
import { membershipOrdersStatus } from '@/server/services/membership/membership-status';

/** GET /v1/membership/orders/status: completed orders and how many to the next level. */
export default route({ GET: { auth: 'user', run: ({ user }) => membershipOrdersStatus({ userId: user.id }) } });
