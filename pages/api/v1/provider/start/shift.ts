import { route } from '@/server/http/route';
import { ZShiftStart } from '@/lib/contracts/shift';
import { startShift } from '@/server/services/shift/start-shift';

export default route({
  POST: {
    auth: 'user',
    body: ZShiftStart,
    perm: { flag: 'shifts', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => startShift({ actor: user, input: body }),
  },
});
