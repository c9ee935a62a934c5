import { and, eq, sql } from 'drizzle-orm';
import { toLocalIranian } from '@/lib/phone';
import { config } from '../../config';
import { db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { gateway } from '../../integrations/payment';
import { resultPath } from './paths';
import { log } from '../../log';

/**
 * Opens a pending payment at the bank (a network call, so outside any transaction) and stores the
 * bank's authority and link. Asking again for a payment already opened returns the same link.
 * When the bank cannot be reached the payment is marked failed and PAYMENT_GATEWAY_ERROR thrown;
 * the caller releases whatever the payment was for.
 */
export async function startPayment({
  paymentId,
  opts,
}: {
  paymentId: string;
  opts: { description: string; mobile?: string };
}): Promise<string> {
  const [p] = await db().select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!p) throw new AppError('PAYMENT_NOT_FOUND');
  if (p.link && p.status === 'pending') return p.link;
  const callbackUrl = `${config().publicBaseUrl.replace(/\/$/, '')}${resultPath({ purpose: p.purpose, paymentId: p.id })}`;
  try {
    const r = await gateway().request({
      amount: p.amount,
      description: opts.description,
      callbackUrl,
      mobile: opts.mobile ? toLocalIranian(opts.mobile) : undefined,
      orderId: p.orderId ?? undefined,
    });
    await db()
      .update(payments)
      .set({ authority: r.authority, link: r.link, updatedAt: sql`now()` })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')));
    return r.link;
  } catch (err) {
    log.error({ err }, '[payment] gateway request failed');
    await db()
      .update(payments)
      .set({ status: 'failed', failure: String((err as Error).message).slice(0, 300), updatedAt: sql`now()` })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')));
    throw new AppError('PAYMENT_GATEWAY_ERROR');
  }
}
