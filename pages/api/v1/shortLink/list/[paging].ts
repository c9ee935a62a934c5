import { route } from '@/server/http/route';
import { ZShortLinkListQuery } from '@/lib/contracts/office';
import { listShortLinks } from '@/server/services/office/short-links';

/** GET /v1/shortLink/list/{page}-100 with `text`. */
export default route({
  GET: {
    auth: 'user',
    query: ZShortLinkListQuery,
    perm: { flag: 'shortLinks' },
    run: ({ query }) => listShortLinks(query.paging, query.text),
  },
});
