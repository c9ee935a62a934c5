import { route } from '@/server/http/route';
import { ZItemRemove } from '@/lib/contracts/menu/admin';
import { removeItem } from '@/server/services/menu/remove-item';

// The branch is known once the item is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZItemRemove,
    run: ({ user, body }) => removeItem({ actor: user, kind: 'cafe', itemId: body.itemId }),
  },
});
