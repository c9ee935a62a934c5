import { route } from '@/server/http/route';
import { ZItemSort } from '@/lib/contracts/menu/admin';
import { sortItems } from '@/server/services/menu/sort-items';

/** POST /v1/menu/item/sort (not in the spec): one category's items in their new order, saved at once. */
export default route({
  POST: {
    auth: 'user',
    body: ZItemSort,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => sortItems({ input: body }),
  },
});
