import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getShortLink } from '@/server/services/short-link/get-short-link';

/** GET /v1/shortLink/{id}: one link with its visits and registrations. */
export default route({
  GET: {
    auth: 'user',
    query: z.object({ id: ZId }),
    perm: { flag: 'shortLinks' },
    run: ({ query }) => getShortLink({ shortLinkId: query.id }),
  },
});
