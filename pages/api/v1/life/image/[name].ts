import { z } from 'zod';
import { route } from '@/server/http/route';
import { lifeImage } from '@/server/services/life/life-image';

/** GET /v1/life/image/{name}: a life post's photo (names are content-addressed, so cached for good). */
export default route({
  GET: {
    auth: 'none',
    query: z.object({ name: z.string().max(64) }),
    run: async ({ query, res }) => {
      const { data, contentType } = await lifeImage({ name: query.name });
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.status(200).send(data);
    },
  },
});
