import { route } from '@/server/http/route';
import { ZCategoryEdit } from '@/lib/contracts/menu/admin';
import { editCategory } from '@/server/services/menu/edit-category';

// The branch is known once the category is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZCategoryEdit,
    run: ({ user, body }) => editCategory({ actor: user, kind: 'cafe', input: body }),
  },
});
