import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { can } from '@/lib/permissions';
import { AppError } from '@/server/http/errors';
import { categoryList, panelCategories } from '@/server/services/menu/list-categories';

/**
 * GET /v1/menu/category/list/{providerId}: the menu's categories; with panel=1 every cafe category of
 * the branch (inactive ones too, with item counts) for staff of its menu.
 */
export default route({
  GET: {
    auth: 'optional',
    query: z.object({ providerId: ZId, panel: z.enum(['1']).optional() }),
    run: ({ query, user }) => {
      if (!query.panel) return categoryList({ providerId: query.providerId });
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!can(user, 'menu', query.providerId) && !can(user, 'itemStatus', query.providerId))
        throw new AppError('FORBIDDEN');
      return panelCategories({ providerId: query.providerId });
    },
  },
});
