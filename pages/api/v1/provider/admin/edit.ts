import { route } from '@/server/http/route';
import { ZStaffEdit } from '@/lib/contracts/staff';
import { editStaff } from '@/server/services/staff/edit-staff';

/** POST /v1/provider/admin/edit. */
export default route({
  POST: {
    auth: 'user',
    body: ZStaffEdit,
    perm: { flag: 'admins', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => editStaff({ actor: user, input: body, role: 'admin' }),
  },
});
