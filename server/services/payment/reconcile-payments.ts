import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { payments } from '../../db/schema';
import { gateway } from '../../integrations/payment';
import { NOT_PAID_YET } from '../../integrations/payment/zarinpal';
import { settlePayment } from './settle-payment';
import { paymentDeadline } from './verify-payment';
import { pendingCardRefunds, refundToCard } from './refund-to-card';
import { log } from '../../log';
import { databaseNow } from '../../db/now';

type PaymentRow = typeof payments.$inferSelect;

export interface ReconcileReport {
  /** Our payments the bank confirmed and this run booked (each at most once, ever). */
  booked: string[];
  /** Authorities the bank lists as paid and unverified that are none of ours (logged). */
  unknown: string[];
  /** Our payments that ended as failed in this run (the bank said so, or their time is up). */
  failed: string[];
  /** Our payments still waiting: the payer may still pay, or the bank did not answer. */
  pending: string[];
  /** Returns to the card that were pending and are now decided (to the card or the wallet). */
  cardRefunds: { paymentId: string; outcome: string }[];
}

/** How many of our waiting payments one run verifies, oldest first (the next run takes the rest). */
const BATCH = 200;

/**
 * The periodic reconciliation with the bank (server/jobs): a payer who paid but never came back (closed the tab,
 * lost the network) is booked anyway, before the bank returns unverified money on its own.
 * 1. The bank's list of paid-but-unverified payments (Zarinpal's unVerified, the last 100): each one of ours is
 *    verified with the amount from OUR database and booked through settlePayment, the path a returning payer takes,
 *    which books a payment once however often it runs; any the bank has that we do not is logged.
 * 2. Our own payments still waiting (pending, or set aside when their order was released): verified likewise. A
 *    "not paid yet" (-51) stays pending until the bank's inquiry says the session failed, or the payment's time is up.
 * 3. Returns to the card left undecided (the bank did not answer a reverse) are asked again.
 * Safe to run on any instance at any time: every booking is a conditional update in one transaction.
 */
export async function reconcileBankPayments({ now: given }: { now?: Date } = {}): Promise<ReconcileReport> {
  // A payment's time is up when the database's clock, which stamped created_at, passes its window
  // (docs/layout.md, Time); a test may name a later instant on that clock.
  const now = given ?? (await databaseNow());
  const report: ReconcileReport = { booked: [], unknown: [], failed: [], pending: [], cardRefunds: [] };
  const driver = gateway();
  const seen = new Set<string>();

  if (driver.unverified) {
    let listed: Awaited<ReturnType<NonNullable<typeof driver.unverified>>> = [];
    try {
      listed = await driver.unverified();
    } catch (err) {
      log.error({ err }, '[payment] reconcile: the bank did not list unverified payments');
    }
    const authorities = listed.map((u) => u.authority);
    const ours = authorities.length
      ? await db().select().from(payments).where(inArray(payments.authority, authorities))
      : [];
    const byAuthority = new Map(ours.map((p) => [p.authority!, p]));
    for (const u of listed) {
      const p = byAuthority.get(u.authority);
      if (!p) {
        report.unknown.push(u.authority);
        log.warn(
          { authority: u.authority, amount: u.amount, date: u.date },
          '[payment] reconcile: the bank holds a payment that is none of ours',
        );
        continue;
      }
      if (p.status === 'pending' || p.status === 'expired') {
        seen.add(p.id);
        await reconcileOne(p, { now, report });
      } else {
        // Ours, but already closed here (e.g. failed once its time was up): the bank returns the money to the payer.
        log.warn(
          { paymentId: p.id, status: p.status, authority: u.authority },
          '[payment] reconcile: the bank holds as paid a payment we closed',
        );
      }
    }
  }

  const waiting = await db()
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'expired']),
        isNotNull(payments.authority),
        eq(payments.driver, driver.name),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const p of waiting) {
    if (seen.has(p.id)) continue;
    await reconcileOne(p, { now, report });
  }

  for (const paymentId of await pendingCardRefunds()) {
    const outcome = await refundToCard({ paymentId }).catch((err) => {
      log.error({ err, paymentId }, '[payment] reconcile: reverse');
      return 'pending' as const;
    });
    if (outcome !== 'pending') report.cardRefunds.push({ paymentId, outcome });
  }
  return report;
}

/** Verifies one of our waiting payments with the stored amount and books, fails or keeps it. */
async function reconcileOne(p: PaymentRow, { now, report }: { now: Date; report: ReconcileReport }): Promise<void> {
  const driver = gateway();
  try {
    const r = await driver.verify({ authority: p.authority!, amount: p.amount });
    if (r.ok) {
      const { settled } = await settlePayment({ payment: p, bank: { refId: r.refId, cardPan: r.cardPan } });
      if (settled) report.booked.push(p.id);
      return;
    }
    let over = r.final || now.getTime() >= paymentDeadline({ createdAt: p.createdAt }).getTime();
    if (!over && r.code === NOT_PAID_YET && driver.inquiry) {
      // "Not paid (yet)": only the bank's own word that the session failed ends it before its time.
      const state = await driver.inquiry({ authority: p.authority! }).catch(() => undefined);
      over = state === 'FAILED' || state === null;
    }
    if (!over || (r.code !== NOT_PAID_YET && !r.final)) {
      // Not answered (an outage, merchant trouble): nothing is decided; asked again on the next run.
      report.pending.push(p.id);
      return;
    }
    const [closed] = await db()
      .update(payments)
      .set({ status: 'failed', failure: `${r.code} ${r.message}`.trim().slice(0, 300), updatedAt: sql`now()` })
      .where(and(eq(payments.id, p.id), inArray(payments.status, ['pending', 'expired'])))
      .returning({ id: payments.id });
    if (closed) report.failed.push(p.id);
  } catch (err) {
    report.pending.push(p.id);
    log.error({ err, paymentId: p.id }, '[payment] reconcile');
  }
}
