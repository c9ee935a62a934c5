import { route } from '@/server/http/route';
import { ZBundleActivation } from '@/lib/contracts/bundle';
import { changeBundleActivation } from '@/server/services/bundle/save-bundle';

// The branch is known once the bundle is read, so the service checks the bundles permission there.
export default route({
  POST: {
    auth: 'user',
    staff: 'bundles',
    body: ZBundleActivation,
    run: ({ user, body }) => changeBundleActivation({ actor: user, input: body }),
  },
});
