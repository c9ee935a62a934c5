import { route } from '@/server/http/route';
import { ZSpaceImageRemove } from '@/lib/contracts/space/items';
import { removeSpaceItemImage } from '@/server/services/space/change-space-item-image';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceImageRemove,
    run: ({ user, body }) => removeSpaceItemImage({ actor: user, itemId: body.itemId, fileName: body.imageFileName }),
  },
});
