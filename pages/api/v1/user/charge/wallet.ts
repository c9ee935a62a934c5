import { route } from '@/server/http/route';
import { ZAdminWallet } from '@/lib/contracts/wallet';
import { adminMoveWallet } from '@/server/services/wallet/admin-wallet';

/** POST /v1/user/charge/wallet {userId, price, description}: staff credit a user's wallet; the reason goes to the ledger. */
export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'wallet' },
    body: ZAdminWallet,
    run: ({ user, body }) => adminMoveWallet({ actor: user, input: body, direction: 'charge' }),
  },
});
