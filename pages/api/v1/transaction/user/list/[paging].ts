import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { listTransactions } from '@/server/services/wallet/list-transactions';

/** GET /v1/transaction/user/list/{page}-20: my wallet ledger, newest first. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ paging: ZPaging(20) }),
    run: ({ user, query }) => listTransactions({ userId: user.id, paging: query.paging }),
  },
});
