import { route } from '@/server/http/route';
import { ZCapacityOverride } from '@/lib/contracts/space';
import { addCapacityOverride } from '@/server/services/space';

export default route({
  POST: {
    auth: 'user',
    body: ZCapacityOverride,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => addCapacityOverride(user, body),
  },
});
