import { route } from '@/server/http/route';
import { ZAdminRemove } from '@/lib/contracts/staff';
import { removeAdmin } from '@/server/services/staff/remove-admin';

export default route({
  POST: {
    auth: 'user',
    body: ZAdminRemove,
    perm: { flag: 'admins' },
    run: ({ user, body }) => removeAdmin({ actor: user, userId: body.userId }),
  },
});
