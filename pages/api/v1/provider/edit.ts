import { route } from '@/server/http/route';
import { ZProviderEdit } from '@/lib/contracts/provider';
import { editProvider } from '@/server/services/provider/edit-provider';

export default route({
  POST: {
    auth: 'user',
    body: ZProviderEdit,
    perm: { flag: 'providers', provider: ({ body }) => body.providerId },
    run: ({ body }) => editProvider(body),
  },
});
