import { route } from '@/server/http/route';
import { ZWalletCharge } from '@/lib/contracts/wallet';
import { chargeWallet } from '@/server/services/wallet/charge-wallet';

/** POST /v1/profile/wallet/charge {price, providerId, bankType 'top', device 'web', type 'differential'} → { link }. */
export default route({
  POST: { auth: 'user', body: ZWalletCharge, run: ({ user, body }) => chargeWallet({ user, input: body }) },
});
