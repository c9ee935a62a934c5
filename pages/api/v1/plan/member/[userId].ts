import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { memberPlanUsage } from '@/server/services/plan/my-plan';

/** GET /v1/plan/member/{userId}: a member's plans and credit usage, on the users panel's user page (`users`). */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'users' },
    query: z.object({ userId: ZId }),
    run: ({ query }) => memberPlanUsage({ userId: query.userId }),
  },
});
