import { route } from '@/server/http/route';
import { ZItemVoucher } from '@/lib/contracts/voucher';
import { changeVoucherTargetActive } from '@/server/services/voucher/menu-voucher';

/** POST /v1/menu/item/voucher/change/active {voucherId, itemId, active?}. */
export default route({
  POST: {
    auth: 'user',
    staff: 'vouchers',
    body: ZItemVoucher,
    run: ({ user, body }) =>
      changeVoucherTargetActive({
        actor: user,
        kind: 'item',
        input: {
          voucherId: body.voucherId,
          targetId: body.itemId,
          active: body.active,
        },
      }),
  },
});
