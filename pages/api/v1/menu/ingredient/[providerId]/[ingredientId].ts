import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getIngredient } from '@/server/services/menu/list-ingredients';

/** GET /v1/menu/ingredient/{providerId}/{ingredientId}. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ providerId: ZId, ingredientId: ZId }),
    perm: { flag: 'menu', provider: ({ query }) => query.providerId },
    run: ({ query }) => getIngredient({ providerId: query.providerId, ingredientId: query.ingredientId }),
  },
});
