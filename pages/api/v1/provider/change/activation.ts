import { route } from '@/server/http/route';
import { ZProviderActivation } from '@/lib/contracts/provider';
import { changeProviderActivation } from '@/server/services/provider/change-provider-activation';

export default route({
  POST: {
    auth: 'user',
    body: ZProviderActivation,
    perm: { flag: 'providers' },
    run: ({ body }) => changeProviderActivation(body),
  },
});
