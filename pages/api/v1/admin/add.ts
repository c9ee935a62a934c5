import { route } from '@/server/http/route';
import { ZAdminAdd } from '@/lib/contracts/staff';
import { addAdmin } from '@/server/services/staff/add-admin';

export default route({
  POST: {
    auth: 'user',
    body: ZAdminAdd,
    perm: { flag: 'admins' },
    run: ({ user, body }) => addAdmin({ actor: user, input: body }),
  },
});
