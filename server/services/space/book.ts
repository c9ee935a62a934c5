import { and, eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { PaymentBy, OrderSubmitInput } from '@/lib/contracts/order';
import type { PaymentType } from '@/lib/contracts/menu/customer';
import {
  giftOf,
  type SpaceAdminSubmitInput,
  type SpaceOrderSubmitInput,
  type SpaceSubmitResult,
} from '@/lib/contracts/space/booking';
import { ORDER_LIMITS } from '@/lib/order-rules';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db, type Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { asAppError } from '../../db/raised';
import { orders, payments, providers, spaceReservations, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { notifyGift } from '../gift/notify-gift';
import { resolveGiftTarget, type GiftTarget } from '../gift/resolve-gift-target';
import { priceCart } from '../order/price';
import { placeOrder } from '../order/place-order';
import { providerInputColumns } from '../order/pricing-inputs';
import { orderViewById } from '../order/order-view';
import { expireOrder } from '../order/expire-orders';
import { startPayment } from '../payment/start-payment';
import { assertNotPastDay, lockDay } from './lock-day';
import { bookableHours, hourStart, itemHours } from './space-hours';
import { capacityOn, loadSpaceItem } from './load-space-item';
import { heldOn, takenHours } from './space-holds';
import { spaceTypeOf } from './space-item-view';
import { log } from '../../log';
import { payWithPlanCredit } from '../plan/space-credit';

function paymentAllowed(types: PaymentType[], by: PaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
}

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

/** What a booking's day, hours and branch come to, checked before its transaction opens. */
export interface BookingPlan {
  item: Awaited<ReturnType<typeof loadSpaceItem>>;
  provider: NonNullable<Awaited<ReturnType<typeof loadBranch>>>;
  type: ReturnType<typeof spaceTypeOf>;
  day: string;
  startingHour: number | null;
  endingHour: number | null;
  startsAt: Date;
  orderInput: OrderSubmitInput;
}

function loadBranch(providerId: string) {
  return db()
    .select(providerInputColumns)
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1)
    .then((r) => r[0]);
}

/** Checks the item, the branch, the payment type, the day and the hours of one booking (no lock taken). */
export async function planBooking({ input }: { input: SpaceOrderSubmitInput }): Promise<BookingPlan> {
  const item = await loadSpaceItem({ tx: db(), itemId: input.itemId, providerId: input.providerId });
  if (!item.active || !item.available) throw new AppError('SPACE_ITEM_UNAVAILABLE');
  const provider = await loadBranch(input.providerId);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  // Plan credit (issue 28) pays whatever the branch's payment types are (alone: checked in bookInTx).
  if (input.paymentBy !== 'credit' && !paymentAllowed(provider.paymentTypes, input.paymentBy))
    throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');

  const now = clockNow();
  const day = input.startDate;
  const type = spaceTypeOf(item);
  const { openingHour, closingHour } = itemHours({ item, branch: bookableHours(provider) });
  let startingHour: number | null = null;
  let endingHour: number | null = null;
  assertNotPastDay({ day, now });
  if (type === 'resource') {
    if (input.startingHour == null || input.endingHour == null) throw new AppError('SPACE_HOURS_REQUIRED');
    if (input.endingHour <= input.startingHour) throw new AppError('SPACE_HOURS_ORDER');
    if (input.startingHour < openingHour || input.endingHour > closingHour) throw new AppError('SPACE_OUTSIDE_HOURS');
    if (hourStart({ day, hour: input.startingHour }) <= now) throw new AppError('SPACE_PAST');
    startingHour = input.startingHour;
    endingHour = input.endingHour;
  }
  const startsAt = hourStart({ day, hour: startingHour ?? openingHour });
  const count = type === 'resource' ? endingHour! - startingHour! : 1;

  const orderInput: OrderSubmitInput = {
    orderId: input.orderId,
    providerId: provider.id,
    items: [{ _id: item.id, count }],
    description: input.description ?? '',
    tableId: null,
    orderType: 'inHall',
    // An order paid with plan credit is recorded as such: nothing is taken from the wallet or the bank.
    paymentBy: input.paymentBy as PaymentBy,
    bankType: input.bankType,
    voucherId: input.voucherId ?? null,
    gift: null,
  };
  return { item, provider, type, day, startingHour, endingHour, startsAt, orderInput };
}

/** The refusals that mean "this day or these hours are taken" (a series skips such an occurrence). */
export const SPACE_CONFLICTS = new Set(['SPACE_FULL', 'SPACE_HOURS_TAKEN', 'SPACE_CLOSED_DAY']);

/**
 * The core of every booking, single or one occurrence of a series, inside the caller's transaction: locks
 * the item's day, counts what holds it, refuses a full day or a taken hour, writes the order (write_order
 * through placeOrder, with the wallet part, voucher, bundle units and bank payment as any order) and the
 * reservation row. A series occurrence records its share of the money; a series paid once takes it once.
 */
export async function bookInTx({
  tx,
  owner,
  plan,
  gift,
  desiredPrice,
  bookedBy,
  series,
}: {
  tx: Tx;
  owner: SessionUser;
  plan: BookingPlan;
  gift: GiftTarget | null;
  desiredPrice: number | null;
  bookedBy?: string;
  /** An occurrence of a recurring series; `paysOnce`: the series takes the wallet or bank money for all. */
  series?: { id: string; paysOnce: boolean };
}): Promise<{ placed: Awaited<ReturnType<typeof placeOrder>>; reservationId: string }> {
  const { item, provider, type, day, startingHour, endingHour, startsAt, orderInput } = plan;
  // Plan credit (issue 28) pays alone: without a voucher, a gift or a price staff agreed.
  const byCredit = orderInput.paymentBy === ('credit' as PaymentBy);
  if (byCredit && (orderInput.voucherId || gift || desiredPrice !== null)) throw new AppError('PLAN_CREDIT_ALONE');
  await lockDay({ tx, itemId: item.id, day });
  const capacity = await capacityOn({ tx, item, day });
  if (capacity === 0) throw new AppError('SPACE_CLOSED_DAY');
  const held = await heldOn({ tx, itemId: item.id, day });
  if (type === 'pool') {
    if (held.reduce((n, r) => n + r.seats, 0) + 1 > capacity) throw new AppError('SPACE_FULL');
  } else {
    const taken = takenHours(held);
    for (let h = startingHour!; h < endingHour!; h++) if (taken.has(h)) throw new AppError('SPACE_HOURS_TAKEN');
  }
  let priced = await priceCart({
    items: orderInput.items,
    providerId: provider.id,
    membershipDiscount: owner.membershipDiscount,
    bundleHolder: desiredPrice === null ? owner.id : undefined,
    space: true,
    tx,
  });
  if (desiredPrice !== null) {
    // The price staff agreed with the customer is a discount on the menu price, never more than it.
    if (desiredPrice > priced.price) throw new AppError('SPACE_DESIRED_PRICE_ABOVE');
    const itemsPrice = priced.itemsPrice;
    if (itemsPrice > ORDER_LIMITS.total) throw new AppError('ORDER_TOTAL_MAX');
    priced = {
      ...priced,
      itemsPrice,
      price: desiredPrice,
      discount: itemsPrice - desiredPrice,
      bundleItemIds: new Set(),
    };
  }
  const credit = byCredit
    ? await payWithPlanCredit({
        tx,
        booking: {
          userId: owner.id,
          providerId: provider.id,
          type,
          count: orderInput.items[0].count,
          startsAt,
          now: clockNow(),
        },
        priced,
      })
    : null;
  if (credit) priced = credit.priced;
  const placed = await placeOrder({
    user: owner,
    input: orderInput,
    inputs: { provider, priced, verify: null, table: null, gift, planCredit: credit?.planCredit },
    outer: tx,
    seriesPart: series?.paysOnce ?? false,
  });
  await credit?.record(placed.id);
  const reservationId = newId();
  await tx.insert(spaceReservations).values({
    id: reservationId,
    orderId: placed.id,
    itemId: item.id,
    providerId: provider.id,
    userId: owner.id,
    day,
    startingHour,
    endingHour,
    seats: 1,
    startsAt,
    bookedBy: bookedBy ?? null,
    seriesId: series?.id ?? null,
  });
  return { placed, reservationId };
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
