import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { COWORK_COPY } from '@/lib/messages/cowork';
import { ERRORS } from '@/lib/messages';
import type { OrderView } from '@/lib/contracts/order';
import type {
  SpaceRecurringResult,
  SpaceRecurringSubmitInput,
  SpaceSeriesCancelResult,
} from '@/lib/contracts/space/series';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { orders, payments, spaceReservations, spaceSeries } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { moveWallet } from '../wallet/move-wallet';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { expireOrder } from '../order/expire-orders';
import { orderViewById } from '../order/order-view';
import { log } from '../../log';
import { bookInTx, SPACE_CONFLICTS } from './book-in-tx';
import { planBooking, type BookingPlan } from './plan-booking';
import { cancelSpaceOrder } from './cancel';
import { lockDay } from './lock-day';

/** The days of a series: `count` of them from `start`, a day or a week apart (YYYY-MM-DD, calendar arithmetic). */
export function seriesDays({ start, every, count }: { start: string; every: 'day' | 'week'; count: number }): string[] {
  const step = every === 'week' ? 7 : 1;
  const base = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(base + i * step * 86_400_000).toISOString().slice(0, 10));
}

const jalaliList = (days: string[]) => days.map((d) => isoDayToJalali(d)).join('، ');

/** The customer's views of a series' booked occurrences. */
async function viewsOf(actor: SessionUser, orderIds: string[]): Promise<OrderView[]> {
  const viewer = { id: actor.id, phone: actor.phone };
  const views: OrderView[] = [];
  for (const orderId of orderIds) {
    const v = await orderViewById({ orderId, tx: db(), viewer });
    if (v) views.push(v);
  }
  return views;
}

/** The answer for a series a client key already made (a repeated submit): its occurrences, skips and bank link. */
async function seriesByKey(actor: SessionUser, key: string | undefined): Promise<SpaceRecurringResult | null> {
  if (!key) return null;
  const [row] = await db()
    .select({ id: spaceSeries.id, total: spaceSeries.total, skipped: spaceSeries.skipped })
    .from(spaceSeries)
    .where(and(eq(spaceSeries.userId, actor.id), eq(spaceSeries.clientKey, key)))
    .limit(1);
  if (!row) return null;
  const booked = await db()
    .select({ orderId: spaceReservations.orderId })
    .from(spaceReservations)
    .where(eq(spaceReservations.seriesId, row.id))
    .orderBy(asc(spaceReservations.day));
  const [p] = await db()
    .select({ id: payments.id, link: payments.link })
    .from(payments)
    .where(and(eq(payments.purpose, 'series'), eq(payments.subjectId, row.id), eq(payments.status, 'pending')))
    .limit(1);
  return {
    seriesId: row.id,
    orders: await viewsOf(
      actor,
      booked.map((b) => b.orderId),
    ),
    skipped: row.skipped,
    total: row.total,
    ...(p?.link ? { link: p.link, paymentId: p.id } : {}),
  };
}

/**
 * POST /v1/order/space/recurring/submit: books the series (bookSeries), once per client key: a repeated
 * submit answers the series the key made, and one racing the first (a double tap) finds it through the key's
 * unique index once the first has committed.
 */
export async function submitRecurringSpace({
  actor,
  input,
}: {
  actor: SessionUser;
  input: SpaceRecurringSubmitInput;
}): Promise<SpaceRecurringResult> {
  const same = await seriesByKey(actor, input.key);
  if (same) return same;
  try {
    return await bookSeries({ actor, input });
  } catch (err) {
    const first = isUniqueViolation(err) ? await seriesByKey(actor, input.key) : null;
    if (first) return first;
    throw err;
  }
}

/**
 * Books a series: every occurrence is checked and booked in ONE transaction through
 * the same core a single booking uses (bookInTx). The days are locked first, in date order, each with the
 * single booking's lock row (lockDay), so a series and single bookings of those days queue, never deadlock.
 * 'fail' mode books nothing when one day is taken and names the days; 'skip' books the rest. Wallet and bank
 * are paid once for the series (one wallet movement keyed by the series, or one bank payment of purpose
 * 'series' settled in purposes.ts); any other way to pay (on site, and the plans' credit) goes per occurrence
 * exactly as a single booking.
 */
async function bookSeries({
  actor,
  input,
}: {
  actor: SessionUser;
  input: SpaceRecurringSubmitInput;
}): Promise<SpaceRecurringResult> {
  if (input.paymentBy === 'hybrid') throw new AppError('SPACE_SERIES_PAYMENT');
  const paysOnce = input.paymentBy === 'wallet' || input.paymentBy === 'bank';
  const days = seriesDays({ start: input.startDate, every: input.repeat.every, count: input.repeat.count });
  const plans: BookingPlan[] = [];
  for (const day of days)
    plans.push(
      await planBooking({
        input: {
          itemId: input.itemId,
          providerId: input.providerId,
          startDate: day,
          startingHour: input.startingHour ?? null,
          endingHour: input.endingHour ?? null,
          description: input.description ?? '',
          paymentBy: input.paymentBy,
          bankType: input.bankType,
          voucherId: null,
          anonymous: false,
          targetId: null,
          targetPhone: null,
        },
      }),
    );
  const { item, provider } = plans[0];
  const seriesId = newId();

  const out = await db().transaction(async (tx) => {
    await tx.insert(spaceSeries).values({
      id: seriesId,
      userId: actor.id,
      itemId: item.id,
      providerId: provider.id,
      repeat: input.repeat.every,
      count: input.repeat.count,
      paymentBy: input.paymentBy,
      clientKey: input.key ?? null,
    });
    for (const day of [...days].sort()) await lockDay({ tx, itemId: item.id, day });
    const booked: { day: string; orderId: string; total: number }[] = [];
    const conflicts: string[] = [];
    for (const plan of plans) {
      try {
        const { placed } = await bookInTx({
          tx,
          owner: actor,
          plan,
          gift: null,
          desiredPrice: null,
          series: { id: seriesId, paysOnce },
        });
        booked.push({ day: plan.day, orderId: placed.id, total: placed.view?.totalPrice ?? 0 });
      } catch (err) {
        // Only a taken day or hour is a conflict (checked before anything of that occurrence is written).
        if (err instanceof AppError && SPACE_CONFLICTS.has(err.code)) conflicts.push(plan.day);
        else throw err;
      }
    }
    if (conflicts.length && input.onConflict === 'fail')
      throw new AppError('SPACE_SERIES_CONFLICT', {
        fa: COWORK_COPY.seriesConflict(jalaliList(conflicts)),
        details: { dates: conflicts },
      });
    if (!booked.length)
      throw new AppError('SPACE_SERIES_EMPTY', {
        fa: `${ERRORS.SPACE_SERIES_EMPTY.fa} (${jalaliList(conflicts)})`,
        details: { dates: conflicts },
      });
    const total = booked.reduce((n, b) => n + b.total, 0);
    await tx.update(spaceSeries).set({ total, skipped: conflicts }).where(eq(spaceSeries.id, seriesId));
    let paymentId: string | null = null;
    if (paysOnce && total > 0 && input.paymentBy === 'wallet')
      await moveWallet({
        tx,
        move: {
          userId: actor.id,
          amount: -total,
          reason: 'order',
          description: COWORK_COPY.seriesLedger(item.title, toPersianDigits(booked.length)),
          key: `series:${seriesId}:pay`,
        },
      });
    if (paysOnce && total > 0 && input.paymentBy === 'bank')
      paymentId = await createPayment({
        tx,
        payment: {
          userId: actor.id,
          providerId: provider.id,
          purpose: 'series',
          subjectId: seriesId,
          amount: total,
          bankType: input.bankType ?? 'pos',
        },
      });
    return { booked, conflicts, total, paymentId };
  });

  let link: string | undefined;
  if (out.paymentId) {
    try {
      link = await startPayment({
        paymentId: out.paymentId,
        opts: {
          description: COWORK_COPY.seriesBank(item.title, toPersianDigits(out.booked.length), provider.name),
          mobile: actor.phone,
        },
      });
    } catch (err) {
      for (const b of out.booked)
        await expireOrder({ orderId: b.orderId, force: true }).catch((e) =>
          log.error({ err: e }, '[space] releasing a series after gateway failure'),
        );
      throw err;
    }
  }
  return {
    seriesId,
    orders: await viewsOf(
      actor,
      out.booked.map((b) => b.orderId),
    ),
    skipped: out.conflicts,
    total: out.total,
    ...(link ? { link, paymentId: out.paymentId! } : {}),
  };
}

/**
 * POST /v1/order/space/series/cancel: the customer cancels the rest of their series from `fromDate` (default
 * today): each occurrence through the single cancel, under the branch's cancel rules (cut-off, late fees);
 * those the rules keep (started, checked in) are named in `kept`.
 */
export async function cancelSpaceSeries({
  actor,
  seriesId,
  fromDate,
}: {
  actor: SessionUser;
  seriesId: string;
  fromDate?: string | null;
}): Promise<SpaceSeriesCancelResult> {
  const [series] = await db()
    .select({ id: spaceSeries.id })
    .from(spaceSeries)
    .where(and(eq(spaceSeries.id, seriesId), eq(spaceSeries.userId, actor.id)))
    .limit(1);
  if (!series) throw new AppError('SPACE_SERIES_NOT_FOUND');
  const from = fromDate ?? tehranIsoDate(clockNow());
  const rows = await db()
    .select({ orderId: spaceReservations.orderId, day: spaceReservations.day })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .where(
      and(
        eq(spaceReservations.seriesId, seriesId),
        gte(spaceReservations.day, from),
        inArray(orders.status, ['awaitingPayment', 'new', 'accepted', 'preparing', 'ready']),
      ),
    )
    .orderBy(asc(spaceReservations.day));
  const result: SpaceSeriesCancelResult = { success: true, canceled: [], refunded: 0, fee: 0, kept: [] };
  for (const r of rows) {
    try {
      const c = await cancelSpaceOrder({ actor, orderId: r.orderId });
      result.canceled.push(r.orderId);
      result.refunded += c.refunded;
      result.fee += c.fee;
    } catch (err) {
      if (err instanceof AppError && (err.code === 'SPACE_CANCEL_TOO_LATE' || err.code === 'SPACE_CANCEL_CLOSED'))
        result.kept.push(r.day);
      else throw err;
    }
  }
  return result;
}
