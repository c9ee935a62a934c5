import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { sandboxBankSessions } from '../../db/schema';
import type { PaymentDriver } from './types';

/**
 * The default gateway: a simulated bank whose page (/payment/sandbox/{authority}) is served by this
 * app. It keeps its sessions in its own table, like a real bank would on its side, and answers
 * verify with Zarinpal's codes (100 paid, 101 already verified, -51 not paid, -50 amount mismatch).
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
  };
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
