import { route } from '@/server/http/route';
import { ZFaqListQuery } from '@/lib/contracts/faq';
import { listFaqs } from '@/server/services/faq/list-faqs';

export default route({
  GET: { auth: 'none', query: ZFaqListQuery, run: ({ query }) => listFaqs(query) },
});
