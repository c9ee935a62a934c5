import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { sendCachedJson } from '@/server/http/cached-json';
import { menuListResponse } from '@/server/services/menu/get-menu-list';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ providerId: ZId }),
    // The hottest read: the menu is serialised once per change and sent as is.
    run: async ({ req, query, res }) =>
      sendCachedJson(req, res, await menuListResponse({ providerId: query.providerId })),
  },
});
