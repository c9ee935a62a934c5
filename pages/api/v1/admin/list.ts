import { route } from '@/server/http/route';
import { listAdmins } from '@/server/services/staff/list-admins';

/** GET /v1/admin/list: general (chain) admins. */
export default route({ GET: { auth: 'user', perm: { flag: 'admins' }, run: () => listAdmins() } });
