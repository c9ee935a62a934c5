import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { myVouchers } from '@/server/services/voucher/list-vouchers';

/** GET /v1/voucher/list/per/user/{page}-20: my discount codes. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ paging: ZPaging(20) }),
    run: ({ user, query }) => myVouchers({ user, paging: query.paging }),
  },
});
