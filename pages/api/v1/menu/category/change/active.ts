import { route } from '@/server/http/route';
import { ZCategoryActive } from '@/lib/contracts/menu/admin';
import { setCategoryActive } from '@/server/services/menu/edit-category';

// The branch is known once the category is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZCategoryActive,
    run: ({ user, body }) => setCategoryActive({ actor: user, input: body }),
  },
});
