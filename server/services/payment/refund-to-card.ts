import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/digits';
import { db, type Tx } from '../../db/client';
import { databaseNow } from '../../db/now';
import { orders, payments, walletLedger } from '../../db/schema';
import { gateway, type ReverseResult } from '../../integrations/payment';
import { publish } from '../events/bus';
import { moveWallet } from '../wallet/move-wallet';
import { log } from '../../log';

/**
 * A return to the payer's card (the bank's `reverse`) is recorded on the payment row with the states its table
 * already has (migration 0004's CHECK), in `failure`:
 * - status `paid`, failure `reverse:pending`: claimed by a cancel, the bank not yet (or not surely) asked;
 * - status `failed`, failure `reversed`: the bank returned the money to the card (so it is no money received);
 * - status `paid`, failure `reverse refused: …`: the bank would not, and the money went to the wallet instead.
 * Every step is a conditional update from `reverse:pending`, so the money goes back exactly once, to one place.
 */
export const REVERSE_PENDING = 'reverse:pending';
export const REVERSED = 'reversed';
const REFUSED = 'reverse refused:';

/** The bank is asked a little before its window closes, so that the answer still arrives within it. */
const WINDOW_MARGIN_MS = 60_000;

type PaymentRow = typeof payments.$inferSelect;

/** Where a payment's money went back: to the card, to the wallet, or not yet decided (the bank is asked again). */
export type CardRefundOutcome = 'card' | 'wallet' | 'pending' | 'none';

/**
 * Inside a cancel's transaction (the order's row lock held): claims the bank payment that paid this order for a
 * return to the card, when the bank can reverse and the payment is still well within the bank's window. Returns its
 * id, or null: then the bank part goes to the wallet as before. A payment already refunded (to the wallet, or
 * claimed) is never claimed.
 */
export async function claimCardRefund({
  tx,
  orderId,
  amount,
}: {
  tx: Tx;
  orderId: string;
  amount: number;
}): Promise<string | null> {
  const driver = gateway();
  if (!driver.reverse || !driver.reverseWindowMs) return null;
  // The window is measured on the database's clock, which stamped verified_at (docs/layout.md, Time).
  const since = new Date((await databaseNow(tx)).getTime() - driver.reverseWindowMs + WINDOW_MARGIN_MS);
  const [p] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, 'order'),
        eq(payments.status, 'paid'),
        eq(payments.amount, amount),
        eq(payments.driver, driver.name),
        isNull(payments.failure),
        isNotNull(payments.authority),
        gt(payments.verifiedAt, since),
        sql`NOT EXISTS (SELECT 1 FROM ${walletLedger} WHERE ${walletLedger.idemKey} = 'payment:' || ${payments.id} || ':refund')`,
      ),
    )
    .limit(1);
  if (!p) return null;
  const [claimed] = await tx
    .update(payments)
    .set({ failure: REVERSE_PENDING, updatedAt: sql`now()` })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'paid'), isNull(payments.failure)))
    .returning({ id: payments.id });
  return claimed?.id ?? null;
}

/**
 * Asks the bank to return a claimed payment to the card (a network call: after the cancel commits, and again from
 * the reconciliation job while it is still pending). A bank that reverses books it; one that refuses for good, or a
 * window that closed meanwhile, sends the money to the wallet instead; an unanswered call leaves it pending. Before
 * paying to the wallet the bank is asked where the session stands: an answer lost on the way may hide a reversal.
 */
export async function refundToCard({ paymentId }: { paymentId: string }): Promise<CardRefundOutcome> {
  const [p] = await db().select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!p) return 'none';
  if (p.failure !== REVERSE_PENDING) return stateOf(p);
  const driver = gateway();
  let r: ReverseResult =
    driver.reverse && p.authority && p.driver === driver.name
      ? await driver.reverse({ authority: p.authority })
      : { ok: false, final: true, code: 'unsupported', message: 'this bank cannot reverse' };
  if (!r.ok && driver.inquiry && p.authority) {
    const state = await driver.inquiry({ authority: p.authority }).catch(() => 'unanswered' as const);
    if (state === 'REVERSED') r = { ok: true };
    // Without the bank's word on where the session stands, paying to the wallet might pay twice: ask again later.
    else if (state === 'unanswered') {
      log.warn(
        { paymentId: p.id },
        '[payment] reverse: the bank did not say where the session stands; asked again later',
      );
      return 'pending';
    }
  }
  if (r.ok) return (await bookReversal(p)) ? 'card' : stateOf(await reread(p.id));
  const windowMs = driver.reverseWindowMs ?? 0;
  const closed = !p.verifiedAt || (await databaseNow()).getTime() > p.verifiedAt.getTime() + windowMs;
  if (r.final || closed) {
    log.warn(
      { paymentId: p.id, bankCode: r.code, bankMessage: r.message },
      '[payment] reverse refused, refunding to the wallet',
    );
    return (await walletInstead(p, { why: `${REFUSED} ${r.code} ${r.message}`.trim().slice(0, 300) }))
      ? 'wallet'
      : stateOf(await reread(p.id));
  }
  log.warn(
    { paymentId: p.id, bankCode: r.code, bankMessage: r.message },
    '[payment] reverse not answered, asked again later',
  );
  return 'pending';
}

/** Every payment whose return to the card is still undecided (for the reconciliation job). */
export async function pendingCardRefunds(): Promise<string[]> {
  const rows = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), eq(payments.failure, REVERSE_PENDING)))
    .limit(200);
  return rows.map((r) => r.id);
}

const reread = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)).limit(1))[0];

function stateOf(p: PaymentRow | undefined): CardRefundOutcome {
  if (!p) return 'none';
  if (p.failure === REVERSE_PENDING) return 'pending';
  if (p.status === 'failed' && p.failure === REVERSED) return 'card';
  if (p.failure?.startsWith(REFUSED)) return 'wallet';
  return 'none';
}

/** The bank returned the money to the card: the payment is no money received, and the order shows it refunded. */
async function bookReversal(p: PaymentRow): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 'failed', failure: REVERSED, updatedAt: sql`now()` })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'paid'), eq(payments.failure, REVERSE_PENDING)))
      .returning({ id: payments.id });
    if (!won) return false;
    await announce(tx, p);
    return true;
  });
}

/** The bank would not reverse: the bank part goes to the wallet, once (its own key beside the order's wallet-part refund). */
async function walletInstead(p: PaymentRow, { why }: { why: string }): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ failure: why, updatedAt: sql`now()` })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'paid'), eq(payments.failure, REVERSE_PENDING)))
      .returning({ id: payments.id });
    if (!won) return false;
    const [o] = p.orderId
      ? await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, p.orderId)).limit(1)
      : [];
    await moveWallet({
      tx,
      move: {
        userId: p.userId,
        amount: p.amount,
        reason: 'orderRefund',
        description: o ? `بازگشت وجه سفارش شماره ${toPersianDigits(o.number)}` : 'بازگشت وجه پرداخت',
        refType: 'payment',
        refId: p.id,
        key: `order:${p.orderId ?? p.id}:refund:bank`,
      },
    });
    await announce(tx, p);
    return true;
  });
}

/** The order is refunded now: stamped, and its screens hear of it (the customer's tracking page refetches). */
async function announce(tx: Tx, p: PaymentRow): Promise<void> {
  if (!p.orderId) return;
  const [o] = await tx
    .update(orders)
    .set({ refundedAt: sql`COALESCE(${orders.refundedAt}, now())` })
    .where(eq(orders.id, p.orderId))
    .returning();
  if (o)
    await publish({
      tx,
      event: { type: 'order', orderId: o.id, providerId: o.providerId, userId: o.userId, status: o.status },
    });
}
