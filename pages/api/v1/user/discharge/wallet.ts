import { route } from '@/server/http/route';
import { ZAdminWallet } from '@/lib/contracts/wallet';
import { adminMoveWallet } from '@/server/services/wallet/admin-wallet';

/** POST /v1/user/discharge/wallet {userId, price, description}: staff take from a user's wallet, never below zero. */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'wallet' },
    body: ZAdminWallet,
    run: ({ user, body }) => adminMoveWallet({ actor: user, input: body, direction: 'discharge' }),
  },
});
