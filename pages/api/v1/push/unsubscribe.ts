import { route } from '@/server/http/route';
import { ZPushUnsubscribe } from '@/lib/contracts/push';
import { deletePushSubscription } from '@/server/services/push/push-subscription';

/** POST /v1/push/unsubscribe: forgets one of the signed-in customer's browser subscriptions. */
export default route({
  POST: {
    auth: 'user',
    body: ZPushUnsubscribe,
    run: ({ user, body }) => deletePushSubscription({ userId: user.id, endpoint: body.endpoint }),
  },
});
