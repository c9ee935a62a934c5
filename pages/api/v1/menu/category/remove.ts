import { route } from '@/server/http/route';
import { ZCategoryRemove } from '@/lib/contracts/menu/admin';
import { removeCategory } from '@/server/services/menu/remove-category';

// The branch is known once the category is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZCategoryRemove,
    run: ({ user, body }) => removeCategory({ actor: user, kind: 'cafe', menuCategoryId: body.menuCategoryId }),
  },
});
