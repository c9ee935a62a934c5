import { route } from '@/server/http/route';
import { ZCategoryVoucher } from '@/lib/contracts/voucher';
import { addVoucherTarget } from '@/server/services/voucher/menu-voucher';

/** POST /v1/menu/category/voucher/add {voucherId, menuCategoryId}. */
export default route({
  POST: {
    auth: 'user',
    staff: 'vouchers',
    body: ZCategoryVoucher,
    run: ({ user, body }) =>
      addVoucherTarget({
        actor: user,
        kind: 'category',
        input: { voucherId: body.voucherId, targetId: body.categoryId },
      }),
  },
});
