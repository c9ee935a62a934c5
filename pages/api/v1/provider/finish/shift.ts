import { route } from '@/server/http/route';
import { ZShiftFinish } from '@/lib/contracts/shift';
import { finishShift } from '@/server/services/shift/finish-shift';

export default route({
  POST: {
    auth: 'user',
    body: ZShiftFinish,
    perm: { flag: 'shifts', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => finishShift({ actor: user, input: body }),
  },
});
