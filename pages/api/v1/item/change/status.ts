import { route } from '@/server/http/route';
import { ZItemStatus } from '@/lib/contracts/menu/admin';
import { changeItemStatus } from '@/server/services/menu/change-item-status';

// The branch is known once the item is read: the service checks 'menu' (on/off) or 'itemStatus'
// (available/sold out, which baristas have) there.
export default route({
  POST: {
    auth: 'user',
    staff: ['menu', 'itemStatus'],
    body: ZItemStatus,
    run: ({ user, body }) => changeItemStatus({ actor: user, input: body }),
  },
});
