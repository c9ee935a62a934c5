import { eq } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { orders, providers, users } from '../../db/schema';
import { hitLimits } from '../../auth/rate-limit';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { log } from '../../log';
import { giftSmsText, safeSenderName } from './gift-sms-text';

/** How many gift SMS one sender may cause, and one phone may receive (a gift beyond them is placed, just not texted). */
export const GIFT_SMS_LIMITS = { senderPerHour: 3, senderPerDay: 10, recipientPerDay: 3 };

/** Counts one gift SMS against its sender and recipient; false when either is over its limit. */
async function withinLimits(senderId: string, phone: string): Promise<boolean> {
  try {
    await hitLimits([
      { key: `gift-sms:sender:${senderId}`, windowSeconds: 3600, max: GIFT_SMS_LIMITS.senderPerHour },
      { key: `gift-sms:sender-day:${senderId}`, windowSeconds: 86_400, max: GIFT_SMS_LIMITS.senderPerDay },
      { key: `gift-sms:to:${phone}`, windowSeconds: 86_400, max: GIFT_SMS_LIMITS.recipientPerDay },
    ]);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return false;
    throw err;
  }
}

/**
 * Tells a gift's recipient by SMS once the gift is real: paid (wallet at submit, bank when the bank
 * confirms) or, paid on site, accepted by the branch's staff. Within per-sender and per-recipient
 * limits, with a safe sender name. Called after the transaction commits; a failed or skipped SMS is
 * logged and never undoes the order.
 */
export async function notifyGift({ orderId }: { orderId: string }): Promise<void> {
  try {
    const [row] = await db()
      .select({
        userId: orders.userId,
        providerId: orders.providerId,
        phone: orders.giftTargetPhone,
        targetId: orders.giftTargetId,
        anonymous: orders.giftAnonymous,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    // A walk-in counter order (no customer) is never a gift.
    if (!row || !row.userId || (!row.phone && !row.targetId)) return;
    let phone = row.phone;
    if (!phone && row.targetId) {
      const [t] = await db().select({ phone: users.phone }).from(users).where(eq(users.id, row.targetId)).limit(1);
      phone = t?.phone ?? null;
    }
    if (!phone) return;
    await textGiftRecipient({
      senderId: row.userId,
      phone,
      anonymous: row.anonymous,
      providerId: row.providerId,
      path: '/previousOrders',
      logRef: { orderId },
    });
  } catch (err) {
    log.error({ err }, '[gift] SMS to the recipient failed');
  }
}

/**
 * Texts a gift's recipient (an order, or event tickets): within the per-sender and per-recipient limits,
 * naming the sender safely (or «یک دوست» when anonymous), with a link to `path` on the site.
 */
export async function textGiftRecipient({
  senderId,
  phone,
  anonymous,
  providerId,
  path,
  logRef,
}: {
  senderId: string;
  phone: string;
  anonymous: boolean;
  providerId: string;
  path: string;
  logRef: Record<string, string>;
}): Promise<void> {
  if (!(await withinLimits(senderId, phone))) {
    log.warn(logRef, '[gift] SMS limit reached; the gift is placed without an SMS');
    return;
  }
  const [sender] = await db()
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, senderId))
    .limit(1);
  const [provider] = await db()
    .select({ name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  const c = config();
  const senderName = anonymous ? null : safeSenderName({ firstName: sender?.firstName, lastName: sender?.lastName });
  await sms().send({
    to: phone,
    text: giftSmsText({
      productName: c.productName,
      senderName,
      providerName: provider?.name ?? '',
      link: `${c.publicBaseUrl.replace(/\/$/, '')}${path}`,
    }),
  });
}
