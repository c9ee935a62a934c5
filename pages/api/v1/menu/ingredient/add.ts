import { route } from '@/server/http/route';
import { ZIngredientAdd } from '@/lib/contracts/menu/admin';
import { addIngredient } from '@/server/services/menu/save-ingredient';

export default route({
  POST: {
    auth: 'user',
    body: ZIngredientAdd,
    perm: { flag: 'menu', provider: ({ body }) => body.providerId },
    run: ({ body }) => addIngredient({ input: body }),
  },
});
