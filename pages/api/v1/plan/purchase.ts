import { route } from '@/server/http/route';
import { ZPlanPurchase } from '@/lib/contracts/plan';
import { purchasePlan } from '@/server/services/plan/purchase-plan';

/** POST /v1/plan/purchase {planId, paymentBy 'wallet'|'bank', bankType?, key?}: { memberPlan } by wallet, { link } by bank. */
export default route({
  POST: { auth: 'user', body: ZPlanPurchase, run: ({ user, body }) => purchasePlan({ user, input: body }) },
});
