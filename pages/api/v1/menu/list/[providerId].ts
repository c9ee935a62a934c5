import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { menuListJson } from '@/server/services/menu';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ providerId: ZId }),
    run: async ({ query, res }) => {
      // The hottest read: the serialised menu is cached and sent as is.
      const json = await menuListJson(query.providerId);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.status(200).send(json);
    },
  },
});
