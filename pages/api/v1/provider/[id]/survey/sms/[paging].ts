import { route } from '@/server/http/route';
import { ZSurveyQuery } from '@/lib/contracts/order-feedback';
import { providerSurvey } from '@/server/services/order-feedback/rating';

/** GET /v1/provider/{providerId}/survey/sms/{page}-20: the branch's order ratings with their average. */
export default route({
  GET: {
    auth: 'user',
    query: ZSurveyQuery,
    perm: { flag: 'orders', provider: ({ query }) => query.id },
    run: ({ query }) => providerSurvey({ providerId: query.id, paging: query.paging }),
  },
});
