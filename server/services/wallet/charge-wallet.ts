import { and, eq } from 'drizzle-orm';
import type { WalletChargeInput } from '@/lib/contracts/wallet';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { payments } from '../../db/schema';
import { ensureProvider } from '../provider/ensure-provider';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';

/**
 * POST /v1/profile/wallet/charge: opens a bank payment for `price` toman; the wallet is credited
 * only when the bank confirms it (on the /wallet/payment/{id} result screen). A repeated request
 * with the same `key` returns the same bank link.
 */
export async function chargeWallet({
  user,
  input,
}: {
  user: SessionUser;
  input: WalletChargeInput;
}): Promise<{ link: string; paymentId: string }> {
  if (input.providerId) await ensureProvider(input.providerId);
  const chargeKey = input.key ? `charge:${input.key}` : null;
  if (chargeKey) {
    const [same] = await db()
      .select({ id: payments.id, link: payments.link })
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.chargeType, chargeKey), eq(payments.status, 'pending')))
      .limit(1);
    if (same?.link) return { link: same.link, paymentId: same.id };
  }
  const paymentId = await db().transaction((tx) =>
    createPayment({
      tx,
      payment: {
        userId: user.id,
        providerId: input.providerId ?? null,
        purpose: 'wallet',
        amount: input.price,
        bankType: input.bankType,
        device: input.device,
        chargeType: chargeKey ?? input.type,
      },
    }),
  );
  const link = await startPayment({ paymentId, opts: { description: 'شارژ کیف پول', mobile: user.phone } });
  return { link, paymentId };
}
