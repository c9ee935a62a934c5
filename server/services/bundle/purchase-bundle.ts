import { and, eq } from 'drizzle-orm';
import type { BundlePurchaseInput, UserBundleView } from '@/lib/contracts/bundle';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { bundles, payments, providers, userBundles } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { vatFor } from '../vat/vat-for';
import { moveWallet } from '../wallet/move-wallet';
import { activateUserBundle } from './activate-user-bundle';
import { toUserBundleViews } from './bundle-view';

/**
 * POST /v1/bundle/purchase: by wallet, the price is spent and the bundle opens in one transaction;
 * by bank, the answer is `{ link }` and the bundle opens when the bank confirms (/bundle/payment/{id}).
 * A repeated request with the same `key` buys once. The sale carries VAT (issue 29) under the bundle's branch's
 * mode at the purchase day's rate: in mode 'added' the wallet and the bank charge the price plus VAT.
 */
export async function purchaseBundle({
  user,
  input,
}: {
  user: SessionUser;
  input: BundlePurchaseInput;
}): Promise<{ userBundle?: UserBundleView; link?: string; paymentId?: string }> {
  if (input.key) {
    const [same] = await db()
      .select()
      .from(userBundles)
      .where(and(eq(userBundles.userId, user.id), eq(userBundles.clientKey, input.key)))
      .limit(1);
    if (same) return answerFor(same);
  }
  const [b] = await db().select().from(bundles).where(eq(bundles.id, input.bundleId)).limit(1);
  if (!b) throw new AppError('BUNDLE_NOT_FOUND');
  if (!b.active) throw new AppError('BUNDLE_INACTIVE');
  const [provider] = await db().select().from(providers).where(eq(providers.id, b.providerId)).limit(1);
  if (!provider?.paymentTypes.includes(input.paymentBy)) throw new AppError('BUNDLE_PAYMENT_NOT_ALLOWED');

  const made = await db().transaction(async (tx) => {
    const id = newId();
    const vat = await vatFor({ tx, providerId: b.providerId, amount: b.price });
    await tx.insert(userBundles).values({
      id,
      userId: user.id,
      bundleId: b.id,
      providerId: b.providerId,
      title: b.title,
      price: b.price,
      paymentBy: input.paymentBy,
      status: 'awaitingPayment',
      clientKey: input.key ?? null,
      validDays: b.validDays,
      vat: vat.vat,
    });
    if (input.paymentBy === 'wallet') {
      await moveWallet({
        tx,
        move: {
          userId: user.id,
          amount: -vat.total,
          reason: 'bundle',
          description: `خرید بسته ${b.title}`,
          refType: 'bundle',
          refId: id,
          key: `bundle:${id}:pay`,
        },
      });
      await activateUserBundle({ tx, userBundleId: id });
      return { id, paymentId: null };
    }
    const paymentId = await createPayment({
      tx,
      payment: {
        userId: user.id,
        providerId: b.providerId,
        purpose: 'bundle',
        userBundleId: id,
        amount: vat.total,
      },
    });
    return { id, paymentId };
  });
  if (made.paymentId) {
    const link = await startPayment({
      paymentId: made.paymentId,
      opts: { description: `خرید بسته ${b.title}`, mobile: user.phone },
    });
    return { link, paymentId: made.paymentId };
  }
  const [row] = await db().select().from(userBundles).where(eq(userBundles.id, made.id));
  return { userBundle: (await toUserBundleViews({ rows: [row] }))[0] };
}

async function answerFor(ub: typeof userBundles.$inferSelect) {
  if (ub.status === 'awaitingPayment') {
    const [p] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userBundleId, ub.id), eq(payments.status, 'pending')))
      .limit(1);
    if (p?.link) return { link: p.link, paymentId: p.id };
  }
  return { userBundle: (await toUserBundleViews({ rows: [ub] }))[0] };
}
