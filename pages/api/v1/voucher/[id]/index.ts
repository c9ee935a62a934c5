import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getVoucher } from '@/server/services/voucher/get-voucher';

/** GET /v1/voucher/{voucherId}: one voucher, for the edit form of its branch's staff. */
export default route({
  GET: {
    auth: 'user',
    staff: 'vouchers',
    query: z.object({ id: ZId }),
    run: ({ user, query }) => getVoucher({ actor: user, voucherId: query.id }),
  },
});
