import { route } from '@/server/http/route';
import { ZFaqRemove } from '@/lib/contracts/faq';
import { removeFaq } from '@/server/services/faq/remove-faq';

export default route({
  POST: { auth: 'user', perm: { flag: 'faq' }, body: ZFaqRemove, run: ({ body }) => removeFaq(body) },
});
