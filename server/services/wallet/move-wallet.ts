import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, walletLedger, type LedgerReason } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';

export interface WalletMove {
  userId: string;
  /** Signed integer toman: credits positive, spends negative. */
  amount: number;
  reason: LedgerReason;
  description?: string;
  refType?: 'order' | 'payment' | 'bundle' | 'referral' | 'admin';
  refId?: string;
  actorId?: string | null;
  /**
   * Names this movement (e.g. `order:{id}:refund`): a second movement with the same key changes
   * nothing, so a retried or replayed request never moves money twice.
   */
  key: string;
}

/**
 * Changes one balance and writes its ledger row inside the caller's transaction. The user's row is
 * locked first, so all movements of one balance queue behind each other: the key check cannot race
 * and the balance cannot go below zero (the column's CHECK is the last guard).
 */
export async function moveWallet(tx: Tx, m: WalletMove): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new AppError('WALLET_AMOUNT_INVALID');
  const [u] = await tx.select({ wallet: users.wallet }).from(users).where(eq(users.id, m.userId)).for('update');
  if (!u) throw new AppError('MONEY_USER_NOT_FOUND');
  const [done] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(eq(walletLedger.idemKey, m.key)).limit(1);
  if (done) return { applied: false, balance: u.wallet };
  const balance = u.wallet + m.amount;
  if (balance < 0) throw new AppError('WALLET_INSUFFICIENT');
  await tx.update(users).set({ wallet: balance, updatedAt: new Date() }).where(eq(users.id, m.userId));
  await tx.insert(walletLedger).values({
    id: newId(),
    userId: m.userId,
    amount: m.amount,
    balanceAfter: balance,
    reason: m.reason,
    description: m.description ?? '',
    refType: m.refType ?? null,
    refId: m.refId ?? null,
    actorId: m.actorId ?? null,
    idemKey: m.key,
  });
  return { applied: true, balance };
}
