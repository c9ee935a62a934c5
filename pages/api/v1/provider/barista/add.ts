import { route } from '@/server/http/route';
import { ZStaffAdd } from '@/lib/contracts/staff';
import { addStaff } from '@/server/services/staff/add-staff';

/** POST /v1/provider/barista/add. */
export default route({
  POST: {
    auth: 'user',
    body: ZStaffAdd,
    perm: { flag: 'admins', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => addStaff({ actor: user, input: body, role: 'barista' }),
  },
});
