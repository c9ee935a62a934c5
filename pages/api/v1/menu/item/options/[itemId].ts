import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { ZSaveItemOptions } from '@/lib/contracts/item-options';
import { getItemOptions, saveItemOptions } from '@/server/services/item-options/save-item-options';

const Query = z.object({ itemId: ZId });

/** GET/POST /v1/menu/item/options/{itemId}: an item's option groups (size, milk, sugar…), for its branch's menu staff. */
export default route({
  GET: {
    auth: 'user',
    staff: 'menu',
    query: Query,
    run: ({ user, query }) => getItemOptions({ actor: user, itemId: query.itemId }),
  },
  POST: {
    auth: 'user',
    staff: 'menu',
    query: Query,
    body: ZSaveItemOptions,
    run: ({ user, query, body }) => saveItemOptions({ actor: user, itemId: query.itemId, input: body }),
  },
});
