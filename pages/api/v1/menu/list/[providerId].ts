import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { menuListResponse } from '@/server/services/menu/get-menu-list';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ providerId: ZId }),
    run: async ({ req, query, res }) => {
      // The hottest read: the menu is serialised once per change and sent as is (a string: Next sends
      // it faster than a Buffer, measured); a browser that already
      // has this version gets 304 (no-cache still makes it ask every time, so changes show at once).
      const { body, etag } = await menuListResponse({ providerId: query.providerId });
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', 'no-cache');
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.status(200).send(body);
    },
  },
});
