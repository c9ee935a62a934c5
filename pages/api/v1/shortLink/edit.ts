import { route } from '@/server/http/route';
import { ZShortLinkEdit } from '@/lib/contracts/office';
import { editShortLink } from '@/server/services/office/short-links';

export default route({
  POST: { auth: 'user', perm: { flag: 'shortLinks' }, body: ZShortLinkEdit, run: ({ body }) => editShortLink(body) },
});
