import { route } from '@/server/http/route';
import { ZSpaceImageUpload } from '@/lib/contracts/space/items';
import { uploadSpaceItemImage } from '@/server/services/space/change-space-item-image';

// Multipart: route() reads the form itself.
export const config = { api: { bodyParser: false } };

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceImageUpload,
    accepts: ['multipart'],
    maxBodyBytes: 6 * 1024 * 1024,
    maxFileBytes: 5 * 1024 * 1024,
    run: ({ user, body }) => uploadSpaceItemImage({ actor: user, itemId: body.itemId, image: body.image }),
  },
});
