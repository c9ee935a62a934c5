import { route } from '@/server/http/route';
import { ZBundlePurchase } from '@/lib/contracts/bundle';
import { purchaseBundle } from '@/server/services/bundle/purchase-bundle';

/** POST /v1/bundle/purchase {bundleId, paymentBy 'wallet'|'bank'}: { userBundle } by wallet, { link } by bank. */
export default route({
  POST: { auth: 'user', body: ZBundlePurchase, run: ({ user, body }) => purchaseBundle({ user, input: body }) },
});
