import { route } from '@/server/http/route';
import { ZFaqCategoryEdit } from '@/lib/contracts/faq';
import { editFaqCategory } from '@/server/services/faq/edit-faq-category';

export default route({
  POST: { auth: 'user', perm: { flag: 'faq' }, body: ZFaqCategoryEdit, run: ({ body }) => editFaqCategory(body) },
});
