import { eq } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { orders, providers, users } from '../../db/schema';
import { sms } from '../../integrations/sms';

/** The SMS a gift's recipient gets; the sender's name only when the gift is not anonymous. */
export function giftSmsText(opts: { productName: string; senderName: string | null; providerName: string; link: string }): string {
  const from = opts.senderName ? `${opts.senderName} یک سفارش هدیه` : 'یک سفارش هدیه';
  return `${opts.productName}\n${from} در ${opts.providerName} برای شما ثبت کرد.\nمشاهده: ${opts.link}`;
}

/**
 * Tells a gift's recipient by SMS once the order is placed (paid, or on-site payment). Called after
 * the transaction commits; a failed SMS is logged and never undoes the order.
 */
export async function notifyGift(orderId: string): Promise<void> {
  try {
    const [row] = await db()
      .select({ userId: orders.userId, providerId: orders.providerId, phone: orders.giftTargetPhone, targetId: orders.giftTargetId, anonymous: orders.giftAnonymous })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row || (!row.phone && !row.targetId)) return;
    let phone = row.phone;
    if (!phone && row.targetId) {
      const [t] = await db().select({ phone: users.phone }).from(users).where(eq(users.id, row.targetId)).limit(1);
      phone = t?.phone ?? null;
    }
    if (!phone) return;
    const [sender] = await db().select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.userId)).limit(1);
    const [provider] = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId)).limit(1);
    const c = config();
    const senderName = row.anonymous ? null : [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || null;
    await sms().send({ to: phone, text: giftSmsText({ productName: c.productName, senderName, providerName: provider?.name ?? '', link: `${c.publicBaseUrl.replace(/\/$/, '')}/previousOrders` }) });
  } catch (err) {
    console.error('[gift] SMS to the recipient failed', (err as Error).message);
  }
}
