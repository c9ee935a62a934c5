import { route } from '@/server/http/route';
import { ZVoucherEdit } from '@/lib/contracts/voucher';
import { editVoucher } from '@/server/services/voucher/save-voucher';

export default route({
  POST: {
    auth: 'user',
    body: ZVoucherEdit,
    perm: { flag: 'vouchers', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => editVoucher({ actor: user, input: body }),
  },
});
