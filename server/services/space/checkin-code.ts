import { and, eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { scanText } from '@/lib/scan-codes';
import { tehranTime, isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import { checkinWindow } from '@/lib/space-policy';
import { COWORK_COPY } from '@/lib/messages/cowork';
import { ERRORS } from '@/lib/messages';
import type { OrderView } from '@/lib/contracts/order';
import type { CheckinCodeView } from '@/lib/contracts/space/booking';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { orders, providers, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkInReservation } from './checkin';

/** A reservation's check-in code, for its owner only (anyone else: the same 404 as a missing one). */
export async function reservationCheckinCode({
  actor,
  orderId,
}: {
  actor: SessionUser;
  orderId: string;
}): Promise<CheckinCodeView> {
  const [row] = await db()
    .select({
      code: spaceReservations.checkinCode,
      startsAt: spaceReservations.startsAt,
      opens: providers.checkinOpensMinutes,
      grace: providers.graceMinutes,
    })
    .from(spaceReservations)
    .innerJoin(providers, eq(providers.id, spaceReservations.providerId))
    .where(and(eq(spaceReservations.orderId, orderId), eq(spaceReservations.userId, actor.id)))
    .limit(1);
  if (!row) throw new AppError('SPACE_RESERVATION_NOT_FOUND');
  const w = checkinWindow({ startsAt: row.startsAt, opensMinutes: row.opens, graceMinutes: row.grace });
  return {
    code: row.code,
    qr: scanText('reservation', row.code),
    opensAt: w.opensAt.toISOString(),
    closesAt: w.closesAt.toISOString(),
  };
}

/** The reservation a typed or scanned check-in code names (with or without its QR prefix), or null. */
export async function reservationByCode(code: string) {
  const clean = code
    .trim()
    .toUpperCase()
    .replace(/^HK-R-/, '');
  if (!/^[A-Z0-9]{6,40}$/.test(clean)) return null;
  const [row] = await db()
    .select({
      orderId: spaceReservations.orderId,
      itemId: spaceReservations.itemId,
      providerId: spaceReservations.providerId,
      startsAt: spaceReservations.startsAt,
      status: orders.status,
      opens: providers.checkinOpensMinutes,
      grace: providers.graceMinutes,
    })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .innerJoin(providers, eq(providers.id, spaceReservations.providerId))
    .where(eq(spaceReservations.checkinCode, clean))
    .limit(1);
  return row ?? null;
}

function whenText(at: Date): string {
  const day = tehranIsoDate(at);
  const today = tehranIsoDate(clockNow());
  return day === today ? `ساعت ${tehranTime(at)}` : `${isoDayToJalali(day)} ساعت ${tehranTime(at)}`;
}

/**
 * POST /v1/order/space/checkin {code}: staff with `orders` at the booking's branch (at the counter, the
 * scanner, or the room's kiosk tablet signed in as them) check in the one reservation the code names, once,
 * and only inside the branch's window [start − checkin opens, start + grace]. From the kiosk (`itemId`) a
 * code of another room is refused as unknown. Anyone else learns nothing: the same 404 as a wrong code.
 */
export async function checkInByCode({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { code: string; itemId?: string | null; paymentMethodId?: string | null };
}): Promise<{ order: OrderView }> {
  const r = await reservationByCode(input.code);
  if (!r || !can(actor, 'orders', r.providerId) || (input.itemId && input.itemId !== r.itemId))
    throw new AppError('SPACE_CHECKIN_CODE_UNKNOWN');
  if (r.status === 'delivered') throw new AppError('SPACE_ALREADY_CHECKED_IN');
  if (r.status === 'canceled' || r.status === 'awaitingPayment') throw new AppError('SPACE_CHECKIN_CLOSED');
  const now = clockNow();
  const w = checkinWindow({ startsAt: r.startsAt, opensMinutes: r.opens, graceMinutes: r.grace });
  if (now < w.opensAt)
    throw new AppError('SPACE_CHECKIN_NOT_OPEN', {
      fa: `${ERRORS.SPACE_CHECKIN_NOT_OPEN.fa} ${COWORK_COPY.checkinOpensAt(whenText(w.opensAt))}`,
      details: { opensAt: w.opensAt.toISOString() },
    });
  if (now > w.closesAt) throw new AppError('SPACE_CHECKIN_EXPIRED');
  try {
    return await checkInReservation({
      actor,
      input: { orderId: r.orderId, paymentMethodId: input.paymentMethodId ?? null },
    });
  } catch (err) {
    // A second check-in racing this one finds the order already moved: the same answer as a repeat.
    if (err instanceof AppError && err.code === 'ORDER_STATUS_INVALID') throw new AppError('SPACE_ALREADY_CHECKED_IN');
    throw err;
  }
}
