import { route } from '@/server/http/route';
import { ZSpaceItemEdit } from '@/lib/contracts/space/items';
import { editItem } from '@/server/services/menu/edit-item';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceItemEdit,
    run: ({ user, body }) => editItem({ actor: user, kind: 'space', input: body }),
  },
});
