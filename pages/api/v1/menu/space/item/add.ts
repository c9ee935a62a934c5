import { route } from '@/server/http/route';
import { ZSpaceItemAdd } from '@/lib/contracts/space/items';
import { addItem } from '@/server/services/menu/add-item';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceItemAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addItem({ kind: 'space', input: body }),
  },
});
