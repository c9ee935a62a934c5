import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getAdminUser } from '@/server/services/users/get-admin-user';

/** GET /v1/user/{id}: one user as head-office staff see them (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: z.object({ userId: ZId }),
    run: ({ query }) => getAdminUser(query),
  },
});
