import { route } from '@/server/http/route';
import { ZStaffRemove } from '@/lib/contracts/staff';
import { removeStaff } from '@/server/services/staff/remove-staff';

/** POST /v1/provider/barista/remove. */
export default route({
  POST: {
    auth: 'user',
    body: ZStaffRemove,
    perm: { flag: 'admins', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => removeStaff({ actor: user, input: body, role: 'barista' }),
  },
});
