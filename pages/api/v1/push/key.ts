import { route } from '@/server/http/route';
import { pushPublicKey } from '@/server/services/push/push-public-key';

/** GET /v1/push/key: the VAPID public key to subscribe with, or null when web push is off. */
export default route({ GET: { auth: 'none', run: () => ({ publicKey: pushPublicKey() }) } });
