import { route } from '@/server/http/route';
import { ZCategoryAdd } from '@/lib/contracts/menu/admin';
import { addCategory } from '@/server/services/menu/add-category';

export default route({
  POST: {
    auth: 'user',
    body: ZCategoryAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addCategory({ kind: 'cafe', input: body }),
  },
});
