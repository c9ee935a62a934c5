import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LedgerReason } from '../../db/schema';
import { newId } from '../../db/ids';
import { asAppError } from '../../db/raised';
import { AppError } from '../../http/errors';

export interface WalletMove {
  userId: string;
  /** Signed integer toman: credits positive, spends negative. */
  amount: number;
  reason: LedgerReason;
  description?: string;
  refType?: 'order' | 'payment' | 'bundle' | 'referral' | 'admin' | 'event' | 'tab' | 'plan';
  refId?: string;
  actorId?: string | null;
  /**
   * Names this movement (e.g. `order:{id}:refund`): a second movement with the same key changes
   * nothing, so a retried or replayed request never moves money twice.
   */
  key: string;
}

/**
 * Changes one balance and writes its ledger row inside the caller's transaction, through the
 * database's `wallet_move` (migration 0005), which order placement uses too. The user's row is
 * locked first, so all movements of one balance queue behind each other: the key check cannot race
 * and the balance cannot go below zero (the column's CHECK is the last guard).
 */
export async function moveWallet({
  tx,
  move: m,
}: {
  tx: Tx;
  move: WalletMove;
}): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new AppError('WALLET_AMOUNT_INVALID');
  try {
    const result = await tx.execute(
      sql`SELECT applied, balance FROM wallet_move(${newId()}, ${m.userId}, ${m.amount}::integer, ${m.reason}, ${m.description ?? ''}, ${m.refType ?? null}, ${m.refId ?? null}, ${m.actorId ?? null}, ${m.key})`,
    );
    const [row] = (result as unknown as { rows: { applied: boolean; balance: number }[] }).rows;
    return { applied: row.applied, balance: Number(row.balance) };
  } catch (err) {
    throw asAppError(err);
  }
}
