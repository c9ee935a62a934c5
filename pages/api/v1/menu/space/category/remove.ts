import { route } from '@/server/http/route';
import { ZSpaceCategoryRemove } from '@/lib/contracts/space';
import { removeSpaceCategory } from '@/server/services/space';

/** The branch is the category's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceCategoryRemove,
    run: ({ user, body }) => removeSpaceCategory(user, body.menuCategoryId),
  },
});
