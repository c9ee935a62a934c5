import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { invitedUsers } from '@/server/services/users/activity';

/** GET /v1/user/invited/{userId}/list/{page}-20: who registered with the user's invitation code (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: z.object({ userId: ZId, paging: ZPaging(20) }),
    run: ({ query }) => invitedUsers(query),
  },
});
