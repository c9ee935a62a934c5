import { route } from '@/server/http/route';
import { ZPushSubscription } from '@/lib/contracts/push';
import { savePushSubscription } from '@/server/services/push/push-subscription';

/** POST /v1/push/subscribe: keeps this browser's push subscription for the signed-in customer's order notices. */
export default route({
  POST: {
    auth: 'user',
    body: ZPushSubscription,
    run: ({ user, body }) => savePushSubscription({ userId: user.id, sub: body }),
  },
});
