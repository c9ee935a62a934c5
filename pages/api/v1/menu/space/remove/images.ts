import { route } from '@/server/http/route';
import { ZSpaceImageRemove } from '@/lib/contracts/space';
import { removeSpaceItemImage } from '@/server/services/space';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceImageRemove,
    run: ({ user, body }) => removeSpaceItemImage(user, body.itemId, body.imageFileName),
  },
});
