import { route } from '@/server/http/route';
import { ZFaqCategoryRemove } from '@/lib/contracts/faq';
import { removeFaqCategory } from '@/server/services/faq/remove-faq-category';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'faq' },
    body: ZFaqCategoryRemove,
    run: ({ body }) => removeFaqCategory(body),
  },
});
