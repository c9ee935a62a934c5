import { route } from '@/server/http/route';
import { ZCategoryVoucher } from '@/lib/contracts/voucher';
import { changeVoucherTargetActive } from '@/server/services/voucher/menu-voucher';

/** POST /v1/menu/category/voucher/change/active {voucherId, menuCategoryId, active?}. */
export default route({
  POST: {
    auth: 'user',
    staff: 'vouchers',
    body: ZCategoryVoucher,
    run: ({ user, body }) =>
      changeVoucherTargetActive({
        actor: user,
        kind: 'category',
        input: {
          voucherId: body.voucherId,
          targetId: body.categoryId,
          active: body.active,
        },
      }),
  },
});
