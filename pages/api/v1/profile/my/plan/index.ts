import { route } from '@/server/http/route';
import { myPlan } from '@/server/services/plan/my-plan';

/** GET /v1/profile/my/plan: `{plan, left: {roomHours, dayPasses, drinksToday}}`. */
export default route({
  GET: { auth: 'user', run: ({ user }) => myPlan({ userId: user.id }) },
});
