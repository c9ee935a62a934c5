import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { ZVoucherListQuery } from '@/lib/contracts/voucher';
import { providerVouchers } from '@/server/services/voucher/list-vouchers';

/** GET /v1/voucher/{providerId}/list/{page}-20 with `text` and `type`. (The folder is [id]: it shares a level with {voucherId}/users.) */
export default route({
  GET: {
    auth: 'user',
    query: ZVoucherListQuery.extend({ id: ZId, paging: ZPaging(20) }),
    perm: { flag: 'vouchers', provider: ({ query }) => query.id },
    run: ({ query }) =>
      providerVouchers({ providerId: query.id, paging: query.paging, filter: { text: query.text, type: query.type } }),
  },
});
