import { route } from '@/server/http/route';
import { myAddresses } from '@/server/services/address/my-addresses';

/** GET /v1/profile/my/address/list: the signed-in customer's saved delivery addresses (ten at most). */
export default route({ GET: { auth: 'user', run: ({ user }) => myAddresses({ user }) } });
