import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { voucherUsers } from '@/server/services/voucher/list-voucher-users';

/** GET /v1/voucher/{voucherId}/users. */
export default route({
  GET: {
    auth: 'user',
    staff: 'vouchers',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => voucherUsers({ actor: user, voucherId: query.id }),
  },
});
