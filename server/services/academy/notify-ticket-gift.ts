import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { eventTicketPurchases, events } from '../../db/schema';
import { log } from '../../log';
import { textGiftRecipient } from '../gift/notify-gift';

/** Texts the holder of gifted tickets once they are paid; never undoes the purchase. */
export async function notifyTicketGift({ purchaseId }: { purchaseId: string }): Promise<void> {
  try {
    const [p] = await db()
      .select({
        userId: eventTicketPurchases.userId,
        targetId: eventTicketPurchases.giftTargetId,
        phone: eventTicketPurchases.giftTargetPhone,
        anonymous: eventTicketPurchases.giftAnonymous,
        providerId: events.providerId,
      })
      .from(eventTicketPurchases)
      .innerJoin(events, eq(events.id, eventTicketPurchases.eventId))
      .where(eq(eventTicketPurchases.id, purchaseId))
      .limit(1);
    if (!p?.phone) return;
    await textGiftRecipient({
      senderId: p.userId,
      phone: p.phone,
      anonymous: p.anonymous,
      providerId: p.providerId,
      path: '/profile/events',
      logRef: { purchaseId },
    });
  } catch (err) {
    log.error({ err }, '[academy] gift SMS failed');
  }
}
