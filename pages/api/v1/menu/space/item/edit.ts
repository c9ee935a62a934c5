import { route } from '@/server/http/route';
import { ZSpaceItemEdit } from '@/lib/contracts/space';
import { editSpaceItem } from '@/server/services/space';

/** The branch is the item's: the service checks the menu flag there. */
export default route({
  POST: { auth: 'user', staff: 'menu', body: ZSpaceItemEdit, run: ({ user, body }) => editSpaceItem(user, body) },
});
