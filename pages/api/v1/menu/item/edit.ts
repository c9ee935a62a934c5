import { route } from '@/server/http/route';
import { ZItemEdit } from '@/lib/contracts/menu/admin';
import { editItem } from '@/server/services/menu/edit-item';

// The branch is known once the item is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZItemEdit,
    run: ({ user, body }) => editItem({ actor: user, kind: 'cafe', input: body }),
  },
});
