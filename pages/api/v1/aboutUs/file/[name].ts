import { z } from 'zod';
import { route } from '@/server/http/route';
import { aboutFile } from '@/server/services/about-us/about-file';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ name: z.string().max(64) }),
    run: async ({ query, res }) => {
      const { data, contentType } = await aboutFile({ name: query.name });
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (contentType === 'application/pdf') res.setHeader('Content-Disposition', `inline; filename="${query.name}"`);
      res.status(200).send(data);
    },
  },
});
