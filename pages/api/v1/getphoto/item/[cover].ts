import { z } from 'zod';
import { route } from '@/server/http/route';
import { itemPhoto } from '@/server/services/menu/get-item-photo';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ cover: z.string().max(64) }),
    run: async ({ query, res }) => {
      const { data, contentType } = await itemPhoto({ name: query.cover });
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // Covers may be SVG: never let one run script or load anything.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.status(200).send(data);
    },
  },
});
