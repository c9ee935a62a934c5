import { route } from '@/server/http/route';
import { ZSpaceItemAdd } from '@/lib/contracts/space';
import { addSpaceItem } from '@/server/services/space';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceItemAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => addSpaceItem(user, body),
  },
});
