import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { can } from '@/lib/permissions';
import { AppError } from '@/server/http/errors';
import { spaceMenu } from '@/server/services/space/get-space-menu';

/** A branch's workspace categories and items: public (visible ones), or every one with `all` for its menu staff. */
export default route({
  GET: {
    auth: 'optional',
    query: z.object({ providerId: ZId, all: z.enum(['true']).optional() }),
    run: ({ query, user }) => {
      if (query.all && !can(user, 'menu', query.providerId)) throw new AppError(user ? 'FORBIDDEN' : 'UNAUTHORIZED');
      return spaceMenu({ providerId: query.providerId, all: Boolean(query.all) });
    },
  },
});
