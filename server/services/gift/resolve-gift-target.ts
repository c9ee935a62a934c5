import { eq } from 'drizzle-orm';
import type { GiftInput } from '@/lib/contracts/gift';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface GiftTarget {
  targetId: string | null;
  targetPhone: string | null;
  anonymous: boolean;
}

/**
 * Who an order is a gift to. A user picked by id must exist; a phone is kept as typed (E.164) and
 * not linked to an account here: the order reaches whoever holds (or later registers) that number
 * (orders are read by target phone too), and the payer, who typed only a number, is never told whose
 * it is (issue 16: a phone must not reveal a member who keeps their profile private).
 */
export async function resolveGiftTarget({
  sender,
  gift,
}: {
  sender: { id: string; phone: string };
  gift: GiftInput;
}): Promise<GiftTarget> {
  if (gift.targetId) {
    if (gift.targetId === sender.id) throw new AppError('GIFT_SELF');
    const [u] = await db()
      .select({ id: users.id, phone: users.phone, active: users.active })
      .from(users)
      .where(eq(users.id, gift.targetId))
      .limit(1);
    if (!u || !u.active) throw new AppError('GIFT_USER_NOT_FOUND');
    return { targetId: u.id, targetPhone: u.phone, anonymous: gift.anonymous };
  }
  const phone = gift.targetPhone;
  if (!phone) throw new AppError('GIFT_TARGET_REQUIRED');
  if (phone === sender.phone) throw new AppError('GIFT_SELF');
  return { targetId: null, targetPhone: phone, anonymous: gift.anonymous };
}
