import { route } from '@/server/http/route';
import { ZShortLinkAdd } from '@/lib/contracts/office';
import { addShortLink } from '@/server/services/office/short-links';

export default route({
  POST: { auth: 'user', perm: { flag: 'shortLinks' }, body: ZShortLinkAdd, run: ({ body }) => addShortLink(body) },
});
