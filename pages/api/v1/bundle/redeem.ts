import { route } from '@/server/http/route';
import { ZBundleRedeem } from '@/lib/contracts/scan';
import { redeemBundleUnit } from '@/server/services/scan/redeem-bundle-unit';

/** POST /v1/bundle/redeem: one unit of a customer's bundle handed over at the counter (branch staff; checked in the service). */
export default route({
  POST: {
    auth: 'user',
    staff: 'orders',
    body: ZBundleRedeem,
    run: ({ user, body }) => redeemBundleUnit({ actor: user, input: body }),
  },
});
