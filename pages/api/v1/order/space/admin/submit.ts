import { route } from '@/server/http/route';
import { ZSpaceAdminSubmit } from '@/lib/contracts/space/booking';
import { adminSubmitSpaceOrder } from '@/server/services/space/book';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceAdminSubmit,
    perm: { flag: 'orders', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => adminSubmitSpaceOrder({ actor: user, input: body }),
  },
});
