import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId, ZPaging } from '@/lib/contracts/common';
import { listIngredients } from '@/server/services/menu/list-ingredients';

/** GET /v1/menu/ingredient/list/{providerId}/{page}-20 with optional text and low=1 (only those at their alert). */
export default route({
  GET: {
    auth: 'user',
    query: z.object({
      providerId: ZId,
      paging: ZPaging(20),
      text: z.string().trim().max(80).optional(),
      low: z.enum(['1', 'true']).optional(),
    }),
    perm: { flag: 'menu', provider: ({ query }) => query.providerId },
    run: ({ query }) =>
      listIngredients({
        providerId: query.providerId,
        paging: query.paging,
        filter: { text: query.text || undefined, low: Boolean(query.low) },
      }),
  },
});
