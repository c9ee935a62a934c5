import { route } from '@/server/http/route';
import { ZSpaceItemRemove } from '@/lib/contracts/space';
import { removeSpaceItem } from '@/server/services/space';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceItemRemove,
    run: ({ user, body }) => removeSpaceItem(user, body.itemId),
  },
});
