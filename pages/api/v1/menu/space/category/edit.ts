import { route } from '@/server/http/route';
import { ZSpaceCategoryEdit } from '@/lib/contracts/space/items';
import { editCategory } from '@/server/services/menu/edit-category';

/** The branch is the category's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceCategoryEdit,
    run: ({ user, body }) => editCategory({ actor: user, kind: 'space', input: body }),
  },
});
