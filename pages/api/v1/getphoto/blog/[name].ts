import { z } from 'zod';
import { route } from '@/server/http/route';
import { storedImage } from '@/server/services/blog/image';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ name: z.string().max(64) }),
    run: async ({ query, res }) => {
      const { data, contentType } = await storedImage(query.name);
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // Demo images are SVG: never let one run script or load anything.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.status(200).send(data);
    },
  },
});
