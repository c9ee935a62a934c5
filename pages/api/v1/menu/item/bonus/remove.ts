import { route } from '@/server/http/route';
import { ZItemRemove } from '@/lib/contracts/menu/admin';
import { setItemBonus } from '@/server/services/menu/change-item-status';

// POST /v1/menu/item/bonus/remove {itemId}: the branch is known once the item is read; the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZItemRemove,
    run: ({ user, body }) => setItemBonus({ actor: user, itemId: body.itemId, on: false }),
  },
});
