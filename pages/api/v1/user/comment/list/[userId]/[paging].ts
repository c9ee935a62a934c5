import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listUserComments } from '@/server/services/ticket/user-comments';

export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'support' },
    query: z.object({ userId: ZId, paging: ZPaging(100) }),
    run: ({ query }) => listUserComments({ userId: query.userId, paging: query.paging }),
  },
});
