import { route } from '@/server/http/route';
import { ZItemVoucher } from '@/lib/contracts/voucher';
import { addVoucherTarget } from '@/server/services/voucher/menu-voucher';

/** POST /v1/menu/item/voucher/add {voucherId, itemId}. */
export default route({
  POST: {
    auth: 'user',
    staff: 'vouchers',
    body: ZItemVoucher,
    run: ({ user, body }) =>
      addVoucherTarget({ actor: user, kind: 'item', input: { voucherId: body.voucherId, targetId: body.itemId } }),
  },
});
