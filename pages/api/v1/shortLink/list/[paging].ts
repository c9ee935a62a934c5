import { route } from '@/server/http/route';
import { ZShortLinkListQuery } from '@/lib/contracts/short-link';
import { listShortLinks } from '@/server/services/short-link/list-short-links';

/** GET /v1/shortLink/list/{page}-100 with `text`. */
export default route({
  GET: {
    auth: 'user',
    query: ZShortLinkListQuery,
    perm: { flag: 'shortLinks' },
    run: ({ query }) => listShortLinks({ paging: query.paging, text: query.text }),
  },
});
