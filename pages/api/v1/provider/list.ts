import { route } from '@/server/http/route';
import { providerListResponse } from '@/server/services/provider/list-providers';

export default route({
  GET: {
    auth: 'none',
    run: async ({ req, res }) => {
      // The second busiest read: serialised once per change and sent as is, like the menu list; a
      // browser holding this version gets 304 (no-cache still makes it ask, so changes show at once).
      const { body, etag } = await providerListResponse();
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
