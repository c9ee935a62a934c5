import { eq } from 'drizzle-orm';
import type { TGift } from '@/lib/contracts/order';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface GiftTarget {
  targetId: string | null;
  targetPhone: string | null;
  anonymous: boolean;
}

/**
 * Who an order is a gift to. A user picked by id must exist; a phone is kept as typed (E.164) and,
 * when it already belongs to a user, linked to them. A phone without an account is fine: the
 * recipient sees the order once they register with that number.
 */
export async function resolveGiftTarget(sender: { id: string; phone: string }, gift: TGift): Promise<GiftTarget> {
  if (gift.targetId) {
    if (gift.targetId === sender.id) throw new AppError('GIFT_SELF');
    const [u] = await db().select({ id: users.id, phone: users.phone, active: users.active }).from(users).where(eq(users.id, gift.targetId)).limit(1);
    if (!u || !u.active) throw new AppError('GIFT_USER_NOT_FOUND');
    return { targetId: u.id, targetPhone: u.phone, anonymous: gift.anonymous };
  }
  const phone = gift.targetPhone;
  if (!phone) throw new AppError('GIFT_TARGET_REQUIRED');
  if (phone === sender.phone) throw new AppError('GIFT_SELF');
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return { targetId: u?.id ?? null, targetPhone: phone, anonymous: gift.anonymous };
}
