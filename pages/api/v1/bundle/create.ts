import { route } from '@/server/http/route';
import { ZBundleCreate } from '@/lib/contracts/bundle';
import { createBundle } from '@/server/services/bundle/save-bundle';

export default route({
  POST: {
    auth: 'user',
    body: ZBundleCreate,
    perm: { flag: 'bundles', provider: ({ body }) => body.providerId },
    run: ({ body }) => createBundle({ input: body }),
  },
});
