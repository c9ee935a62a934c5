import { route } from '@/server/http/route';
import { listFaqCategories } from '@/server/services/faq';

export default route({
  GET: { auth: 'none', run: () => listFaqCategories() },
});
