import { route } from '@/server/http/route';
import { ZCategorySort } from '@/lib/contracts/menu/admin';
import { sortCategories } from '@/server/services/menu/sort-categories';

/** POST /v1/menu/category/sort (not in the spec): the panel's drag-to-reorder saves the whole order at once. */
export default route({
  POST: {
    auth: 'user',
    body: ZCategorySort,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => sortCategories({ input: body }),
  },
});
