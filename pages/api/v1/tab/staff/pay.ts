import { route } from '@/server/http/route';
import { ZTabStaffPay } from '@/lib/contracts/tab';
import { staffPayShare } from '@/server/services/tab/pay-share';

export default route({
  POST: {
    auth: 'user',
    staff: 'orders',
    body: ZTabStaffPay,
    run: ({ user, body }) => staffPayShare({ user, input: body }),
  },
});
