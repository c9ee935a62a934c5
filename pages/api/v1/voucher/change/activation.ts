import { route } from '@/server/http/route';
import { ZVoucherActivation } from '@/lib/contracts/voucher';
import { changeVoucherActivation } from '@/server/services/voucher/save-voucher';

// The branch is known once the voucher is read, so the service checks the vouchers permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'vouchers',
    body: ZVoucherActivation,
    run: ({ user, body }) => changeVoucherActivation({ actor: user, input: body }),
  },
});
