import { z } from 'zod';
import { route } from '@/server/http/route';
import { ZId } from '@/lib/contracts/common';
import { getFaq } from '@/server/services/faq/get-faq';

export default route({
  GET: { auth: 'none', query: z.object({ id: ZId }), run: ({ query }) => getFaq({ faqId: query.id }) },
});
