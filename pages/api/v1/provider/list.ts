import { route } from '@/server/http/route';
import { sendCachedJson } from '@/server/http/cached-json';
import { providerListResponse } from '@/server/services/provider/list-providers';

export default route({
  GET: {
    auth: 'none',
    // The second busiest read: serialised once per change and sent as is, like the menu list.
    run: async ({ req, res }) => sendCachedJson(req, res, await providerListResponse()),
  },
});
