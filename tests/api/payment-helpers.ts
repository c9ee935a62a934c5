import { eq, sql } from 'drizzle-orm';
import { toE164 } from '@/lib/phone';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import decide from '@/pages/api/v1/payment/sandbox/decide';
import verifyRoute from '@/pages/api/v1/payment/verify';
import changeStatus from '@/pages/api/v1/order/change/status';
import { call } from './harness';

/** The payer on the sandbox bank's page presses 'پرداخت' (or 'انصراف'); returns where the bank sends them back. */
export async function atBank(link: string, action: 'pay' | 'cancel' = 'pay') {
  const authority = decodeURIComponent(new URL(link, 'http://app.local').pathname.split('/').pop()!);
  const r = await call(decide, { body: { authority, action } });
  if (r.status !== 303) throw new Error(`sandbox decide: ${r.status} ${JSON.stringify(r.body)}`);
  const back = new URL(String(r.headers.location), 'http://app.local');
  return {
    authority,
    back,
    paymentId: back.pathname.split('/').pop()!,
    status: back.searchParams.get('Status'),
    path: back.pathname,
  };
}

/** What the result screen does on the server when the bank sends the payer back. */
export async function verifyBack(paymentId: string, authority: string | undefined, token?: string) {
  return call(verifyRoute, { body: { paymentId, authority }, token });
}

/** The payer pays at the sandbox bank and comes back to the result screen; throws unless it is verified. */
export async function payAtBank(link: string): Promise<void> {
  const back = await atBank(link);
  const v = await verifyBack(back.paymentId, back.authority);
  if (v.status !== 200) throw new Error(`verify: ${JSON.stringify(v.body)}`);
}

/** Staff move an order on (a cancel gives a reason, as the board asks for one); throws unless it moves. */
export async function moveOrder(
  token: string,
  orderId: string,
  status: string,
  paymentMethodId?: string,
): Promise<void> {
  const r = await call(changeStatus, {
    body: { orderId, status, paymentMethodId, ...(status === 'canceled' ? { reason: 'تمام شدن مواد' } : {}) },
    token,
  });
  if (r.status !== 200) throw new Error(`change status: ${JSON.stringify(r.body)}`);
}

export async function userIdOf(phone: string): Promise<string> {
  const [u] = await db()
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.phone, toE164(phone)!));
  return u.id;
}

export async function walletOf(userId: string): Promise<number> {
  const [u] = await db().select({ wallet: s.users.wallet }).from(s.users).where(eq(s.users.id, userId));
  return u.wallet;
}

/** The sum of a user's ledger rows, which must always equal the balance. */
export async function ledgerSum(userId: string): Promise<number> {
  const [r] = await db()
    .select({ n: sql<string>`coalesce(sum(${s.walletLedger.amount}), 0)` })
    .from(s.walletLedger)
    .where(eq(s.walletLedger.userId, userId));
  return Number(r.n);
}

export async function setWallet(userId: string, amount: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [u] = await tx.select({ wallet: s.users.wallet }).from(s.users).where(eq(s.users.id, userId)).for('update');
    const delta = amount - u.wallet;
    if (!delta) return;
    await tx.update(s.users).set({ wallet: amount }).where(eq(s.users.id, userId));
    await tx.insert(s.walletLedger).values({
      id: `t${Math.random().toString(16).slice(2, 14)}`,
      userId,
      amount: delta,
      balanceAfter: amount,
      reason: 'adminCharge',
      description: 'test',
      idemKey: `test:${userId}:${Date.now()}:${Math.random()}`,
    });
  });
}
