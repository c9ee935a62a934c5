import { route } from '@/server/http/route';
import { ZFaqAdd } from '@/lib/contracts/faq';
import { addFaq } from '@/server/services/faq/add-faq';

export default route({
  POST: { auth: 'user', perm: { flag: 'faq' }, body: ZFaqAdd, run: ({ body }) => addFaq(body) },
});
