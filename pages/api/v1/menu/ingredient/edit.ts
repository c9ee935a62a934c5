import { route } from '@/server/http/route';
import { ZIngredientEdit } from '@/lib/contracts/menu/admin';
import { editIngredient } from '@/server/services/menu/save-ingredient';

// The branch is known once the ingredient is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'menu',
    body: ZIngredientEdit,
    run: ({ user, body }) => editIngredient({ actor: user, input: body }),
  },
});
