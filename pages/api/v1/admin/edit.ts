import { route } from '@/server/http/route';
import { ZAdminEdit } from '@/lib/contracts/staff';
import { editAdmin } from '@/server/services/staff/edit-admin';

export default route({
  POST: {
    auth: 'user',
    body: ZAdminEdit,
    perm: { flag: 'admins' },
    run: ({ user, body }) => editAdmin({ actor: user, input: body }),
  },
});
