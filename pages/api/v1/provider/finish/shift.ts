import { route } from '@/server/http/route';
import { ZShiftFinish } from '@/lib/contracts/staff';
import { finishShift } from '@/server/services/staff';

export default route({
  POST: {
    auth: 'user',
    body: ZShiftFinish,
    perm: { flag: 'shifts', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => finishShift(user, body),
  },
});
