import { route } from '@/server/http/route';
import { walletBalance } from '@/server/services/wallet/list-transactions';

/** GET /v1/profile/wallet: the signed-in user's balance in toman. */
export default route({ GET: { auth: 'user', run: ({ user }) => walletBalance({ userId: user.id }) } });
