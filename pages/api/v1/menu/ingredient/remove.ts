import { route } from '@/server/http/route';
import { ZIngredientRemove } from '@/lib/contracts/menu/admin';
import { removeIngredient } from '@/server/services/menu/remove-ingredient';

// The branch is known once the ingredient is read: the service checks the menu permission there.
export default route({
  POST: {
    auth: 'user',
    body: ZIngredientRemove,
    run: ({ user, body }) => removeIngredient({ actor: user, ingredientId: body.ingredientId }),
  },
});
