import { and, eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import {
  giftOf,
  type SpaceAdminSubmitInput,
  type SpaceOrderSubmitInput,
  type SpaceSubmitResult,
} from '@/lib/contracts/space/booking';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { asAppError } from '../../db/raised';
import { orders, payments, spaceReservations, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { notifyGift } from '../gift/notify-gift';
import { resolveGiftTarget, type GiftTarget } from '../gift/resolve-gift-target';
import type { placeOrder } from '../order/place-order';
import { orderViewById } from '../order/order-view';
import { expireOrder } from '../order/expire-orders';
import { startPayment } from '../payment/start-payment';
import { log } from '../../log';
import { bookInTx } from './book-in-tx';
import { planBooking } from './plan-booking';

/** The answer for an order a client key already made (a repeated submit). */
async function existingByKey({
  userId,
  viewer,
  key,
}: {
  userId: string;
  viewer: { id: string; phone: string };
  key: string | undefined;
}): Promise<SpaceSubmitResult | null> {
  if (!key) return null;
  const [row] = await db()
    .select({ id: orders.id, status: orders.status, reservationId: spaceReservations.id })
    .from(orders)
    .innerJoin(spaceReservations, eq(spaceReservations.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.clientKey, key)))
    .limit(1);
  if (!row) return null;
  const order = await orderViewById({ orderId: row.id, tx: db(), viewer });
  if (!order) return null;
  const [p] =
    row.status === 'awaitingPayment'
      ? await db()
          .select({ id: payments.id, link: payments.link })
          .from(payments)
          .where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')))
          .limit(1)
      : [];
  return {
    order,
    orderId: row.id,
    reservationId: row.reservationId,
    ...(p?.link ? { link: p.link, paymentId: p.id } : {}),
  };
}

interface Booking {
  /** Whose order and reservation it is. */
  owner: SessionUser;
  input: SpaceOrderSubmitInput;
  gift: GiftTarget | null;
  desiredPrice: number | null;
  /** The staff member booking for the customer (recorded on the reservation). */
  bookedBy?: string;
}

/**
 * One booking: its plan checked, then bookInTx in one transaction, then the bank session when one is due.
 */
async function book({ owner, input, gift, desiredPrice, bookedBy }: Booking): Promise<SpaceSubmitResult> {
  const plan = await planBooking({ input });
  const { item, provider, day } = plan;

  let placed: Awaited<ReturnType<typeof placeOrder>>;
  let reservationId: string;
  try {
    ({ placed, reservationId } = await db().transaction((tx) =>
      bookInTx({ tx, owner, plan, gift, desiredPrice, bookedBy }),
    ));
  } catch (err) {
    // The booking failed; a same-key order already made answers instead. A failing look-up is logged,
    // and the booking's own error is the answer.
    const same = await existingByKey({
      userId: owner.id,
      viewer: { id: owner.id, phone: owner.phone },
      key: input.orderId,
    }).catch((lookupErr) => {
      log.error({ err: lookupErr }, '[space] looking up a repeated booking failed');
      return null;
    });
    if (same) return same;
    throw asAppError(err);
  }

  let link: string | undefined;
  if (placed.paymentId) {
    try {
      const when = `${toPersianDigits(day)}`;
      link = await startPayment({
        paymentId: placed.paymentId,
        opts: {
          description: `رزرو ${item.title} — ${when} — ${provider.name}`,
          mobile: owner.phone,
        },
      });
    } catch (err) {
      await expireOrder({ orderId: placed.id, force: true }).catch((e) =>
        log.error({ err: e }, '[space] releasing after gateway failure'),
      );
      throw err;
    }
  }
  if (placed.status === 'new' && gift && input.paymentBy !== 'pos') await notifyGift({ orderId: placed.id });
  const order =
    placed.view ??
    (await orderViewById({ orderId: placed.id, tx: db(), viewer: { id: owner.id, phone: owner.phone } }))!;
  return { order, orderId: placed.id, reservationId, ...(link ? { link, paymentId: placed.paymentId! } : {}) };
}

/** POST /v1/order/space/submit: a customer books for themself (or as a gift to targetId/targetPhone). */
export async function submitSpaceOrder({
  actor,
  input,
}: {
  actor: SessionUser;
  input: SpaceOrderSubmitInput;
}): Promise<SpaceSubmitResult> {
  const g = giftOf(input);
  const gift = g ? await resolveGiftTarget({ sender: actor, gift: g }) : null;
  return book({ owner: actor, input, gift, desiredPrice: null });
}

/**
 * POST /v1/order/space/admin/submit: staff book for a registered customer (targetId or targetPhone),
 * paid on site, optionally at `desiredPrice`. Staff never spend a customer's wallet (issue 22 H2): a
 * customer who pays by wallet books on their own phone. `desiredPrice` is only a discount and needs
 * the `wallet` flag at the branch, which baristas do not hold. The reservation records who booked.
 */
export async function adminSubmitSpaceOrder({
  actor: staff,
  input,
}: {
  actor: SessionUser;
  input: SpaceAdminSubmitInput;
}): Promise<SpaceSubmitResult> {
  if (input.paymentBy === 'wallet' || input.paymentBy === 'hybrid') throw new AppError('SPACE_ADMIN_WALLET');
  if (input.paymentBy !== 'pos') throw new AppError('SPACE_ADMIN_PAYMENT');
  if (input.desiredPrice != null && !can(staff, 'wallet', input.providerId))
    throw new AppError('SPACE_DESIRED_PRICE_FORBIDDEN');
  const g = giftOf(input);
  if (!g) throw new AppError('GIFT_TARGET_REQUIRED');
  const where = g.targetId ? eq(users.id, g.targetId) : eq(users.phone, g.targetPhone!);
  const [u] = await db().select().from(users).where(where).limit(1);
  if (!u || !u.active) throw new AppError('GIFT_USER_NOT_FOUND');
  const owner: SessionUser = {
    id: u.id,
    sessionId: '',
    phone: u.phone,
    firstName: u.firstName,
    lastName: u.lastName,
    userType: 'user',
    accessLevel: {},
    staff: [],
    membershipLevel: u.membershipLevel,
    membershipDiscount: 0,
    active: true,
  };
  return book({
    owner,
    input: { ...input, targetId: null, targetPhone: null, anonymous: false },
    gift: null,
    desiredPrice: input.desiredPrice ?? null,
    bookedBy: staff.id,
  });
}
