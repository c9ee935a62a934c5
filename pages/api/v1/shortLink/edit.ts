import { route } from '@/server/http/route';
import { ZShortLinkEdit } from '@/lib/contracts/short-link';
import { editShortLink } from '@/server/services/short-link/edit-short-link';

export default route({
  POST: { auth: 'user', perm: { flag: 'shortLinks' }, body: ZShortLinkEdit, run: ({ body }) => editShortLink(body) },
});
