import { route } from '@/server/http/route';
import { ZCapacityOverride } from '@/lib/contracts/space/items';
import { addCapacityOverride } from '@/server/services/space/capacity-override';

export default route({
  POST: {
    auth: 'user',
    body: ZCapacityOverride,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addCapacityOverride({ input: body }),
  },
});
