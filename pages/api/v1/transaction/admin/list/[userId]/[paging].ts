import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listTransactions } from '@/server/services/wallet/list-transactions';

/** GET /v1/transaction/admin/list/{userId}/{page}-50: a user's wallet ledger for staff with the wallet permission. */
export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'wallet' },
    query: z.object({ userId: ZId, paging: ZPaging(50) }),
    run: ({ query }) => listTransactions({ userId: query.userId, paging: query.paging }),
  },
});
