import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { userPhoto } from '@/server/services/profile/user-photo';

export default route({
  GET: {
    auth: 'none',
    query: z.object({ userId: ZId, v: z.string().max(16).optional() }),
    run: async ({ query, res }) => {
      const { data, contentType } = await userPhoto(query);
      res.setHeader('Content-Type', contentType);
      // Links with ?v= (part of the stored name) change with the photo and can be kept; a bare address (the header's) is rechecked.
      res.setHeader('Cache-Control', query.v ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.status(200).send(data);
    },
  },
});
