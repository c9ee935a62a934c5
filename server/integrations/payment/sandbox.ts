import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { sandboxBankSessions } from '../../db/schema';
import type { BankSessionState, PaymentDriver } from './types';

/** The sandbox bank reverses like Zarinpal: for 30 minutes after the payment. */
export const SANDBOX_REVERSE_WINDOW_MS = 30 * 60_000;

/**
 * The default gateway: a simulated bank whose page (/payment/sandbox/{authority}) is served by this
 * app. It keeps its sessions in its own table, like a real bank would on its side, and answers
 * verify with Zarinpal's codes (100 paid, 101 already verified, -51 not paid, -50 amount mismatch), and
 * simulates Zarinpal's other methods: unVerified, inquiry and reverse. A reversed session is kept as
 * `canceled` with its bank reference (the table's states are those of migration 0004).
 * Its links are paths on this same app, so the payer stays on the address they use (localhost, a
 * branch's LAN address, the public name) and keeps their session cookie.
 */
export function sandboxGateway(opts: { merchant: string }): PaymentDriver {
  return {
    name: 'sandbox',
    async request(req) {
      const authority = `S${randomBytes(17).toString('hex').toUpperCase()}`;
      await db().insert(sandboxBankSessions).values({
        authority,
        amount: req.amount,
        merchant: opts.merchant,
        description: req.description,
        callbackUrl: req.callbackUrl,
      });
      return { authority, link: `/payment/sandbox/${authority}` };
    },
    async verify({ authority, amount }) {
      const [s] = await db()
        .select()
        .from(sandboxBankSessions)
        .where(eq(sandboxBankSessions.authority, authority))
        .limit(1);
      if (!s) return { ok: false, final: true, code: -54, message: 'Invalid authority' };
      // As at a real bank, a session the payer has not decided yet is "not paid yet"; a cancelled one is over.
      if (s.status === 'pending') return { ok: false, final: false, code: -51, message: 'Payment not done yet' };
      if (s.status !== 'paid') return { ok: false, final: true, code: -51, message: 'Payment canceled' };
      if (s.amount !== amount) return { ok: false, final: true, code: -50, message: 'Amount mismatch' };
      const [after] = await db()
        .update(sandboxBankSessions)
        .set({ verifiedCount: sql`${sandboxBankSessions.verifiedCount} + 1` })
        .where(eq(sandboxBankSessions.authority, authority))
        .returning({ n: sandboxBankSessions.verifiedCount });
      return { ok: true, refId: s.refId ?? '', cardPan: '6037********1234', alreadyVerified: after.n > 1 };
    },
    async unverified() {
      const rows = await db()
        .select()
        .from(sandboxBankSessions)
        .where(
          and(
            eq(sandboxBankSessions.merchant, opts.merchant),
            eq(sandboxBankSessions.status, 'paid'),
            eq(sandboxBankSessions.verifiedCount, 0),
          ),
        )
        .orderBy(desc(sandboxBankSessions.createdAt))
        .limit(100);
      return rows.map((r) => ({ authority: r.authority, amount: r.amount, date: r.createdAt.toISOString() }));
    },
    async inquiry({ authority }) {
      const s = await sandboxSession(authority);
      if (!s) return null;
      return sessionState(s);
    },
    async reverse({ authority }) {
      const s = await sandboxSession(authority);
      if (!s) return { ok: false, final: true, code: -54, message: 'Invalid authority' };
      if (sessionState(s) !== 'VERIFIED')
        return { ok: false, final: true, code: -61, message: 'Session is not in success status' };
      // The bank's window runs on its own (wall) clock from the payment.
      if (Date.now() - s.createdAt.getTime() > SANDBOX_REVERSE_WINDOW_MS)
        return { ok: false, final: true, code: -63, message: 'Maximum time for reverse this session is expired' };
      const [done] = await db()
        .update(sandboxBankSessions)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxBankSessions.authority, authority),
            eq(sandboxBankSessions.status, 'paid'),
            gt(sandboxBankSessions.verifiedCount, 0),
          ),
        )
        .returning({ authority: sandboxBankSessions.authority });
      return done ? { ok: true } : { ok: false, final: true, code: -61, message: 'Session is not in success status' };
    },
    reverseWindowMs: SANDBOX_REVERSE_WINDOW_MS,
  };
}

/** Zarinpal's inquiry states for a sandbox session: a canceled session that holds a bank reference was reversed. */
function sessionState(s: typeof sandboxBankSessions.$inferSelect): BankSessionState {
  if (s.status === 'pending') return 'IN_BANK';
  if (s.status === 'canceled') return s.refId ? 'REVERSED' : 'FAILED';
  return s.verifiedCount > 0 ? 'VERIFIED' : 'PAID';
}

/** The payer pressed 'پرداخت' or 'انصراف' on the sandbox page; returns where the bank sends them back (a path of this app). */
export async function sandboxDecide(authority: string, pay: boolean): Promise<string | null> {
  const [s] = await db()
    .select()
    .from(sandboxBankSessions)
    .where(eq(sandboxBankSessions.authority, authority))
    .limit(1);
  if (!s) return null;
  if (s.status === 'pending') {
    await db()
      .update(sandboxBankSessions)
      .set(
        pay
          ? { status: 'paid', refId: String(100000000 + Math.floor(Math.random() * 899999999)) }
          : { status: 'canceled' },
      )
      .where(eq(sandboxBankSessions.authority, authority));
  }
  const [now] = await db()
    .select()
    .from(sandboxBankSessions)
    .where(eq(sandboxBankSessions.authority, authority))
    .limit(1);
  const url = new URL(now.callbackUrl);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', now.status === 'paid' ? 'OK' : 'NOK');
  return `${url.pathname}${url.search}`;
}

/** What the sandbox bank page shows. */
export async function sandboxSession(authority: string) {
  const [s] = await db()
    .select()
    .from(sandboxBankSessions)
    .where(eq(sandboxBankSessions.authority, authority))
    .limit(1);
  return s ?? null;
}
