import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type {
  EventPaymentBy,
  EventPurchaseAnswer,
  EventQuoteView,
  EventTicketPurchaseInput,
  EventTicketQuoteInput,
} from '@/lib/contracts/academy';
import { ZGift } from '@/lib/contracts/gift';
import type { PaymentType } from '@/lib/contracts/menu/customer';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { config } from '../../config';
import { db, type DbOrTx, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { eventTicketPurchases, eventTickets, events, payments, providers, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { log } from '../../log';
import { resolveGiftTarget, type GiftTarget } from '../gift/resolve-gift-target';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { evaluateVoucher } from '../voucher/evaluate-voucher';
import { loadVoucher, type LoadedVoucher } from '../voucher/load-voucher';
import { recordVoucherUse, takeVoucher } from '../voucher/take-voucher';
import { vatFor } from '../vat/vat-for';
import type { Vat } from '../vat/vat-of';
import { moveWallet } from '../wallet/move-wallet';
import { randomCode } from './codes';
import { notifyTicketGift } from './notify-ticket-gift';
import { type EventRow } from './event-view';
import { releasePurchase, releasePurchaseInTx } from './release-purchase';
import { seatsTaken } from './seats';
import { toTicketViews } from './ticket-view';

/** Whether a branch takes a payment type for tickets; hybrid needs both the wallet and the bank. */
function paymentAllowed(types: PaymentType[], by: EventPaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
}

interface PricedTickets {
  unitPrice: number;
  itemsPrice: number;
  voucher: { loaded: LoadedVoucher; discount: number } | null;
  /** The VAT of what is owed after the voucher, under the event's branch's mode (issue 29). */
  vat: Vat;
  /** What is charged: items − voucher, plus VAT when the branch adds it. */
  total: number;
}

/**
 * What `count` tickets cost with a voucher, checked by the voucher service as on orders: the event is
 * one line (item id = event id), so a voucher for the whole branch or for chosen customers applies; one
 * for menu items or categories does not. VAT as on orders: on what is owed after the voucher, at the day's
 * rate under the event's branch's mode (vatFor).
 */
async function priceTickets({
  tx,
  user,
  event,
  count,
  voucher,
}: {
  tx: DbOrTx;
  user: SessionUser;
  event: EventRow;
  count: number;
  voucher: { id: string } | { code: string } | null;
}): Promise<PricedTickets> {
  const itemsPrice = event.price * count;
  let applied: PricedTickets['voucher'] = null;
  if (voucher) {
    const loaded = await loadVoucher({ by: voucher, tx });
    if (!loaded) throw new AppError('VOUCHER_NOT_FOUND');
    const { discount } = await evaluateVoucher({
      loaded,
      tx,
      ctx: {
        userId: user.id,
        providerId: event.providerId,
        lines: [{ itemId: event.id, categoryId: 'event', lineTotal: itemsPrice }],
        orderPrice: itemsPrice,
      },
    });
    applied = { loaded, discount };
  }
  const vat = await vatFor({ tx, providerId: event.providerId, amount: itemsPrice - (applied?.discount ?? 0) });
  return { unitPrice: event.price, itemsPrice, voucher: applied, vat, total: vat.total };
}

/** A published event that has not started. */
function assertOnSale(e: EventRow | undefined, now: Date): asserts e is EventRow {
  if (!e || e.status === 'draft') throw new AppError('EVENT_NOT_FOUND');
  if (e.status === 'canceled') throw new AppError('EVENT_CANCELED');
  if (e.startAt <= now) throw new AppError('EVENT_STARTED');
}

/** POST /v1/event/ticket/quote: the purchase's figures before paying (voucher and wallet included). */
export async function quoteTickets({
  user,
  input,
}: {
  user: SessionUser;
  input: EventTicketQuoteInput;
}): Promise<{ quote: EventQuoteView }> {
  const [e] = await db().select().from(events).where(eq(events.id, input.eventId)).limit(1);
  assertOnSale(e, clockNow());
  const voucher = input.voucherId ? { id: input.voucherId } : input.voucherCode ? { code: input.voucherCode } : null;
  const priced = await priceTickets({ tx: db(), user, event: e, count: input.count, voucher });
  const [me] = await db().select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id)).limit(1);
  const wallet = me?.wallet ?? 0;
  const taken = (await seatsTaken({ tx: db(), eventIds: [e.id] })).get(e.id)?.taken ?? 0;
  const v = priced.voucher?.loaded.voucher;
  return {
    quote: {
      unitPrice: priced.unitPrice,
      count: input.count,
      itemsPrice: priced.itemsPrice,
      voucher: v ? { _id: v.id, code: v.code, title: v.title } : null,
      voucherDiscount: priced.voucher?.discount ?? 0,
      vat: priced.vat.vat,
      vatPercent: priced.vat.percent,
      vatMode: priced.vat.mode,
      total: priced.total,
      wallet,
      differential: Math.max(0, priced.total - wallet),
      walletCovers: wallet >= priced.total,
      seatsLeft: Math.max(0, e.capacity - taken),
    },
  };
}

/** Splits a purchase's total over its seats: the same price each, the remainder a toman on the first ones. */
export function splitTotal({ total, count }: { total: number; count: number }): number[] {
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Gift details in the order's shape (ZGift) when the purchase names a recipient. */
async function giftOf(user: SessionUser, input: EventTicketPurchaseInput): Promise<GiftTarget | null> {
  if (!input.targetId && !input.targetPhone) return null;
  const parsed = ZGift.safeParse({
    targetId: input.targetId,
    targetPhone: input.targetPhone,
    anonymous: input.anonymous,
  });
  if (!parsed.success) throw new AppError('GIFT_PHONE_INVALID');
  return resolveGiftTarget({ sender: user, gift: parsed.data });
}

interface Written {
  purchaseId: string;
  paymentId: string | null;
  paid: boolean;
}

/**
 * The purchase's writes, in one transaction with the event's row locked FOR UPDATE: every purchase of
 * the event queues there, so seats counted (held + sold) and the new tickets can never pass the
 * capacity, on one instance or many (as workspace days are locked, space/lock-day.ts).
 */
async function writePurchase(
  tx: Tx,
  { user, input, gift }: { user: SessionUser; input: EventTicketPurchaseInput; gift: GiftTarget | null },
): Promise<Written> {
  const now = clockNow();
  const [e] = await tx.select().from(events).where(eq(events.id, input.eventId)).for('update');
  assertOnSale(e, now);
  // Unpaid purchases whose time is up give their seats back first (the job does the same every minute).
  const due = await tx
    .select()
    .from(eventTicketPurchases)
    .where(
      and(
        eq(eventTicketPurchases.eventId, e.id),
        eq(eventTicketPurchases.status, 'awaitingPayment'),
        lte(eventTicketPurchases.expiresAt, now),
      ),
    );
  for (const p of due) await releasePurchaseInTx({ tx, purchase: p });
  const taken = (await seatsTaken({ tx, eventIds: [e.id] })).get(e.id)?.taken ?? 0;
  if (taken + input.count > e.capacity) throw new AppError('EVENT_SOLD_OUT');

  const priced = await priceTickets({
    tx,
    user,
    event: e,
    count: input.count,
    voucher: input.voucherId ? { id: input.voucherId } : null,
  });
  if (priced.voucher) await takeVoucher({ tx, voucher: priced.voucher.loaded.voucher, userId: user.id });
  const total = priced.total;
  let walletAmount = 0;
  if (input.paymentBy === 'wallet') walletAmount = total;
  else if (input.paymentBy === 'hybrid') {
    const [me] = await tx.select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id)).for('update');
    walletAmount = Math.min(me?.wallet ?? 0, total);
  }
  const bankAmount = total - walletAmount;
  const paid = bankAmount === 0;
  const id = newId();
  await tx.insert(eventTicketPurchases).values({
    id,
    eventId: e.id,
    userId: user.id,
    count: input.count,
    unitPrice: priced.unitPrice,
    voucherId: priced.voucher?.loaded.voucher.id ?? null,
    voucherDiscount: priced.voucher?.discount ?? 0,
    total,
    vat: priced.vat.vat,
    walletAmount,
    bankAmount,
    paymentBy: input.paymentBy,
    bankType: input.bankType ?? null,
    status: paid ? 'paid' : 'awaitingPayment',
    clientKey: input.key ?? null,
    giftTargetId: gift?.targetId ?? null,
    giftTargetPhone: gift?.targetPhone ?? null,
    giftAnonymous: gift?.anonymous ?? false,
    expiresAt: paid ? null : new Date(now.getTime() + config().payment.expiryMinutes * 60_000),
    paidAt: paid ? sql`now()` : null,
  });
  // Each seat's VAT is split as its price is, so a refunded ticket takes its own share back (financial report).
  const vats = splitTotal({ total: priced.vat.vat, count: input.count });
  await tx.insert(eventTickets).values(
    splitTotal({ total, count: input.count }).map((pricePaid, i) => ({
      id: newId(),
      purchaseId: id,
      eventId: e.id,
      holderId: gift ? gift.targetId : user.id,
      holderPhone: gift ? gift.targetPhone! : user.phone,
      code: randomCode(),
      pricePaid,
      vat: vats[i],
    })),
  );
  if (walletAmount > 0)
    await moveWallet({
      tx,
      move: {
        userId: user.id,
        amount: -walletAmount,
        reason: 'eventTicket',
        description: `خرید بلیت ${e.title}`,
        refType: 'event',
        refId: id,
        key: `event-purchase:${id}:pay`,
      },
    });
  if (priced.voucher)
    await recordVoucherUse({
      tx,
      use: {
        voucherId: priced.voucher.loaded.voucher.id,
        userId: user.id,
        eventPurchaseId: id,
        discount: priced.voucher.discount,
      },
    });
  const paymentId = paid
    ? null
    : await createPayment({
        tx,
        payment: {
          userId: user.id,
          providerId: e.providerId,
          purpose: 'event',
          subjectId: id,
          amount: bankAmount,
          bankType: input.bankType ?? 'pos',
        },
      });
  return { purchaseId: id, paymentId, paid };
}

/** The answer for a purchase already written (a repeated key, or after writing). */
async function answerFor(user: SessionUser, purchaseId: string): Promise<EventPurchaseAnswer> {
  const [p] = await db().select().from(eventTicketPurchases).where(eq(eventTicketPurchases.id, purchaseId)).limit(1);
  if (p.status === 'awaitingPayment') {
    const [pay] = await db()
      .select({ id: payments.id, link: payments.link })
      .from(payments)
      .where(and(eq(payments.purpose, 'event'), eq(payments.subjectId, p.id), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (pay?.link) return { purchaseId: p.id, link: pay.link, paymentId: pay.id };
  }
  const rows = await db().select().from(eventTickets).where(eq(eventTickets.purchaseId, p.id));
  return { purchaseId: p.id, tickets: await toTicketViews({ rows, viewer: user }) };
}

async function byKey(user: SessionUser, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const [same] = await db()
    .select({ id: eventTicketPurchases.id })
    .from(eventTicketPurchases)
    .where(and(eq(eventTicketPurchases.userId, user.id), eq(eventTicketPurchases.clientKey, key)))
    .limit(1);
  return same?.id ?? null;
}

/**
 * POST /v1/event/ticket/purchase: by wallet the tickets are paid at once; by bank or hybrid (wallet
 * first, bank for the rest, as order submit) the answer has the bank's `link`, and the seats are held
 * until the payment time is up (releaseDuePurchases). A repeated request with the same `key` buys once.
 */
export async function purchaseTickets({
  user,
  input,
}: {
  user: SessionUser;
  input: EventTicketPurchaseInput;
}): Promise<EventPurchaseAnswer> {
  const existing = await byKey(user, input.key);
  if (existing) return answerFor(user, existing);
  const [e] = await db().select().from(events).where(eq(events.id, input.eventId)).limit(1);
  assertOnSale(e, clockNow());
  const [provider] = await db()
    .select({ paymentTypes: providers.paymentTypes })
    .from(providers)
    .where(eq(providers.id, e.providerId))
    .limit(1);
  if (!provider || !paymentAllowed(provider.paymentTypes, input.paymentBy))
    throw new AppError('EVENT_PAYMENT_NOT_ALLOWED');
  const gift = await giftOf(user, input);
  let written: Written;
  try {
    written = await db().transaction((tx) => writePurchase(tx, { user, input, gift }));
  } catch (err) {
    // The same key sent twice at once: the second insert loses on (user_id, client_key) and answers the first.
    if (input.key && isUniqueViolation(err)) {
      const again = await byKey(user, input.key);
      if (again) return answerFor(user, again);
    }
    throw err;
  }
  if (written.paymentId) {
    try {
      const link = await startPayment({
        paymentId: written.paymentId,
        opts: { description: `خرید بلیت ${e.title}`, mobile: user.phone },
      });
      return { purchaseId: written.purchaseId, link, paymentId: written.paymentId };
    } catch (err) {
      // The bank could not open a session: nothing stays held for a purchase nobody can pay.
      await releasePurchase({ purchaseId: written.purchaseId, force: true }).catch((x) =>
        log.error({ err: x }, '[academy] releasing after gateway failure'),
      );
      throw err;
    }
  }
  if (gift) await notifyTicketGift({ purchaseId: written.purchaseId });
  return answerFor(user, written.purchaseId);
}
