import { route } from '@/server/http/route';
import { ZSpaceCategoryAdd } from '@/lib/contracts/space/items';
import { addCategory } from '@/server/services/menu/add-category';

export default route({
  POST: {
    auth: 'user',
    body: ZSpaceCategoryAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addCategory({ kind: 'space', input: body }),
  },
});
