import { route } from '@/server/http/route';
import { ZCheckVoucher } from '@/lib/contracts/voucher';
import { checkVoucherCode } from '@/server/services/voucher/check-voucher';

/** POST /v1/order/check/voucher/code {code, providerId, items}. */
export default route({
  POST: { auth: 'user', body: ZCheckVoucher, run: ({ user, body, ip }) => checkVoucherCode({ user, input: body, ip }) },
});
