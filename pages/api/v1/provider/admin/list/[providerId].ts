import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { listStaff } from '@/server/services/staff/list-staff';

/** GET /v1/provider/admin/list/{providerId}. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId }),
    perm: { flag: 'admins', provider: ({ query }) => query.providerId },
    run: ({ query }) => listStaff({ providerId: query.providerId, role: 'admin' }),
  },
});
