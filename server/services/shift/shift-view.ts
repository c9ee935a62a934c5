import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ShiftView } from '@/lib/contracts/shift';
import { db, type DbOrTx } from '../../db/client';
import { providers, shifts, users } from '../../db/schema';
import { databaseNow } from '../../db/now';
import { AppError } from '../../http/errors';
import { fullName } from '../staff/people';
import { shiftReport } from './shift-report';

export type ShiftRow = typeof shifts.$inferSelect;

export async function toView({ row, tx = db() }: { row: ShiftRow; tx?: DbOrTx }): Promise<ShiftView> {
  const ids = [row.startedBy, row.finishedBy].filter((x): x is string => Boolean(x));
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  const who = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { _id: id, name: fullName(p) || p?.phone || '' };
  };
  // Worked out from the rows every time (stats/received.ts): a later cancellation leaves a closed shift too.
  const report = await shiftReport({
    providerId: row.providerId,
    from: row.startedAt,
    // An open shift runs until the database's now: the orders it counts are stamped by the database.
    to: row.finishedAt ?? (await databaseNow(tx)),
    openers: ids,
    tx,
  });
  return {
    _id: row.id,
    providerId: row.providerId,
    startedAt: row.startedAt.toISOString(),
    startedBy: who(row.startedBy),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    finishedBy: row.finishedBy ? who(row.finishedBy) : null,
    note: row.note,
    countedCash: row.countedCash,
    closingNote: row.closingNote,
    report,
  };
}

export async function assertProvider({ providerId }: { providerId: string }) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

/** The branch's open shift, or null. */
export async function openShift({
  providerId,
  tx = db(),
}: {
  providerId: string;
  tx?: DbOrTx;
}): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.providerId, providerId), isNull(shifts.finishedAt)))
    .limit(1);
  return row ?? null;
}
