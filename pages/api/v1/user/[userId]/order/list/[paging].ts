import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { userOrders } from '@/server/services/users/activity';

/** GET /v1/user/{userId}/order/list/{page}-20: the user's orders at every branch (users permission). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: z.object({ userId: ZId, paging: ZPaging(20) }),
    run: ({ query }) => userOrders(query),
  },
});
