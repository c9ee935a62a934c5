import { route } from '@/server/http/route';
import { ZFaqCategoryAdd } from '@/lib/contracts/faq';
import { addFaqCategory } from '@/server/services/faq/add-faq-category';

export default route({
  POST: { auth: 'user', perm: { flag: 'faq' }, body: ZFaqCategoryAdd, run: ({ body }) => addFaqCategory(body) },
});
