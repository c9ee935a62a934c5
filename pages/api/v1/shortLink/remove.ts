import { route } from '@/server/http/route';
import { ZShortLinkRemove } from '@/lib/contracts/short-link';
import { removeShortLink } from '@/server/services/short-link/remove-short-link';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'shortLinks' },
    body: ZShortLinkRemove,
    run: ({ body }) => removeShortLink(body),
  },
});
