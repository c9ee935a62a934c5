import { route } from '@/server/http/route';
import { ZBundleRedeem } from '@/lib/contracts/office';
import { redeemBundleUnit } from '@/server/services/office/scan';

/** POST /v1/bundle/redeem: one unit of a customer's bundle handed over at the counter (branch staff; checked in the service). */
export default route({
  POST: { auth: 'user', staff: 'orders', body: ZBundleRedeem, run: ({ user, body }) => redeemBundleUnit(user, body) },
});
