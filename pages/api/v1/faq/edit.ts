import { route } from '@/server/http/route';
import { ZFaqEdit } from '@/lib/contracts/faq';
import { editFaq } from '@/server/services/faq/edit-faq';

export default route({
  POST: { auth: 'user', perm: { flag: 'faq' }, body: ZFaqEdit, run: ({ body }) => editFaq(body) },
});
