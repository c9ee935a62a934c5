import { route } from '@/server/http/route';
import { listFaqCategories } from '@/server/services/faq/list-faq-categories';

export default route({
  GET: { auth: 'none', run: () => listFaqCategories() },
});
