import { route } from '@/server/http/route';
import { ZSpaceCategoryRemove } from '@/lib/contracts/space/items';
import { removeCategory } from '@/server/services/menu/remove-category';

/** The branch is the category's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceCategoryRemove,
    run: ({ user, body }) => removeCategory({ actor: user, kind: 'space', menuCategoryId: body.menuCategoryId }),
  },
});
