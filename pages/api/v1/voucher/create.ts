import { route } from '@/server/http/route';
import { ZVoucherCreate } from '@/lib/contracts/voucher';
import { createVoucher } from '@/server/services/voucher/save-voucher';

export default route({
  POST: {
    auth: 'user',
    body: ZVoucherCreate,
    perm: { flag: 'vouchers', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => createVoucher({ actor: user, input: body }),
  },
});
