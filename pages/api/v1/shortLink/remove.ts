import { route } from '@/server/http/route';
import { ZShortLinkRemove } from '@/lib/contracts/office';
import { removeShortLink } from '@/server/services/office/short-links';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'shortLinks' },
    body: ZShortLinkRemove,
    run: ({ body }) => removeShortLink(body),
  },
});
