import { route } from '@/server/http/route';
import { ZSpaceCategoryEdit } from '@/lib/contracts/space';
import { editSpaceCategory } from '@/server/services/space';

/** The branch is the category's: the service checks the menu flag there. */
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZSpaceCategoryEdit,
    run: ({ user, body }) => editSpaceCategory(user, body),
  },
});
