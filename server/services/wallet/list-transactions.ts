import { count, desc, eq, inArray } from 'drizzle-orm';
import { toLocalIranian } from '@/lib/phone';
import { LEDGER_REASON_LABELS, type TransactionView } from '@/lib/contracts/wallet';
import { db } from '../../db/client';
import { users, walletLedger } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { AppError } from '../../http/errors';

/** One user's ledger, newest first: GET /v1/transaction/user/list/{page}-20 and the admin variant (-50). */
export async function listTransactions({
  userId,
  paging,
}: {
  userId: string;
  paging: { page: number; size: number };
}): Promise<{
  transactions: TransactionView[];
  total: number;
  wallet: number;
  user: { _id: string; name: string; phone: string };
}> {
  const [u] = await db()
    .select({ wallet: users.wallet, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw new AppError('MONEY_USER_NOT_FOUND');
  const where = eq(walletLedger.userId, userId);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(walletLedger)
        .where(where)
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(walletLedger).where(where),
  });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((a): a is string => Boolean(a)))];
  const actors = actorIds.length
    ? await db()
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const nameOf = new Map(actors.map((a) => [a.id, [a.firstName, a.lastName].filter(Boolean).join(' ')]));
  return {
    wallet: u.wallet,
    user: { _id: userId, name: [u.firstName, u.lastName].filter(Boolean).join(' '), phone: toLocalIranian(u.phone) },
    total,
    transactions: rows.map((r) => ({
      _id: r.id,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      reasonLabel: LEDGER_REASON_LABELS[r.reason] ?? r.reason,
      description: r.description,
      refType: r.refType,
      refId: r.refId,
      actorName: r.actorId ? (nameOf.get(r.actorId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The balance alone (GET /v1/profile/wallet). */
export async function walletBalance({ userId }: { userId: string }): Promise<{ wallet: number }> {
  const [u] = await db().select({ wallet: users.wallet }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('MONEY_USER_NOT_FOUND');
  return { wallet: u.wallet };
}
