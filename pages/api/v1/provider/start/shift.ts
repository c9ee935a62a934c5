import { route } from '@/server/http/route';
import { ZShiftStart } from '@/lib/contracts/staff';
import { startShift } from '@/server/services/staff';

export default route({
  POST: {
    auth: 'user',
    body: ZShiftStart,
    perm: { flag: 'shifts', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => startShift(user, body),
  },
});
