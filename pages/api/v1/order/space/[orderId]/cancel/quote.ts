import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { quoteSpaceCancel } from '@/server/services/space/cancel';

/** What canceling a reservation now keeps (the branch's late-cancel tiers) and refunds, before confirming. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ orderId: ZId }),
    run: ({ user, query }) => quoteSpaceCancel({ actor: user, orderId: query.orderId }),
  },
});
