import { route } from '@/server/http/route';
import { ZSpaceItemRemove } from '@/lib/contracts/space/items';
import { removeItem } from '@/server/services/menu/remove-item';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceItemRemove,
    run: ({ user, body }) => removeItem({ actor: user, kind: 'space', itemId: body.itemId }),
  },
});
