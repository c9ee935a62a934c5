import type { AdminWalletInput } from '@/lib/contracts/wallet';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { AppError } from '../../http/errors';
import { moveWallet } from './move-wallet';

/**
 * POST /v1/user/charge/wallet and /discharge/wallet: staff with the wallet permission add to or take
 * from a user's balance; the reason is stored on the ledger row with who did it. A repeated request
 * with the same `key` (required; a double click or a retry) moves the money once. Never one's own wallet.
 */
export async function adminMoveWallet({
  actor,
  input,
  direction,
}: {
  actor: SessionUser;
  input: AdminWalletInput;
  direction: 'charge' | 'discharge';
}): Promise<{ wallet: number; applied: boolean }> {
  // Nobody moves money in their own wallet, super admins included: a second person must (issue 22).
  if (input.userId === actor.id) throw new AppError('WALLET_SELF_MOVE');
  const key = `admin:${actor.id}:${input.key}`;
  const r = await db().transaction((tx) =>
    moveWallet({
      tx,
      move: {
        userId: input.userId,
        amount: direction === 'charge' ? input.price : -input.price,
        reason: direction === 'charge' ? 'adminCharge' : 'adminDischarge',
        description: input.description,
        refType: 'admin',
        actorId: actor.id,
        key,
      },
    }),
  );
  return { wallet: r.balance, applied: r.applied };
}
