import { route } from '@/server/http/route';
import { ZTabPay } from '@/lib/contracts/tab';
import { payShare } from '@/server/services/tab/pay-share';

export default route({
  POST: { auth: 'user', body: ZTabPay, run: ({ user, body }) => payShare({ user, input: body }) },
});
