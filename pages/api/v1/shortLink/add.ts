import { route } from '@/server/http/route';
import { ZShortLinkAdd } from '@/lib/contracts/short-link';
import { addShortLink } from '@/server/services/short-link/add-short-link';

export default route({
  POST: { auth: 'user', perm: { flag: 'shortLinks' }, body: ZShortLinkAdd, run: ({ body }) => addShortLink(body) },
});
