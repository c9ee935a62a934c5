import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { voucherUsers } from '@/server/services/voucher';

/** GET /v1/voucher/{voucherId}/users. */
export default route({
  GET: {
    auth: 'user',
    staff: 'vouchers',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => voucherUsers(user, query.id),
  },
});
