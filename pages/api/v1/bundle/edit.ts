import { route } from '@/server/http/route';
import { ZBundleEdit } from '@/lib/contracts/bundle';
import { editBundle } from '@/server/services/bundle/save-bundle';

export default route({
  POST: {
    auth: 'user',
    body: ZBundleEdit,
    perm: { flag: 'bundles', provider: ({ body }) => body.providerId },
    run: ({ user, body }) => editBundle({ actor: user, input: body }),
  },
});
