import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { can } from '@/lib/permissions';
import { AppError } from '@/server/http/errors';
import { itemList, panelItems } from '@/server/services/menu/list-items';

/**
 * GET /v1/menu/item/list/{providerId}: the menu's items; with panel=1 the branch panel's list (inactive,
 * hidden and sold-out items too, stock and recipes), for staff who may change the menu or mark items.
 */
export default route({
  GET: {
    auth: 'optional',
    query: z.object({ providerId: ZId, panel: z.enum(['1']).optional() }),
    run: ({ query, user }) => {
      if (!query.panel) return itemList({ providerId: query.providerId });
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!can(user, 'menu', query.providerId) && !can(user, 'itemStatus', query.providerId))
        throw new AppError('FORBIDDEN');
      return panelItems({ providerId: query.providerId });
    },
  },
});
