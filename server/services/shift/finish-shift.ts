import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ShiftView } from '@/lib/contracts/shift';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { shifts } from '../../db/schema';
import { databaseNow } from '../../db/now';
import { AppError } from '../../http/errors';
import { shiftReport } from './shift-report';
import { assertProvider, toView } from './shift-view';

/**
 * POST /v1/provider/finish/shift: closes the open shift with the cash counted in the drawer (optional)
 * and a closing note; 409 when none is open. The report at closing is kept in `report` as a record;
 * the report shown is always worked out from the rows (toView).
 */
export async function finishShift({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { providerId: string; countedCash?: number | null; note?: string };
}): Promise<{ shift: ShiftView }> {
  await assertProvider({ providerId: input.providerId });
  const row = await db().transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.providerId, input.providerId), isNull(shifts.finishedAt)))
      .for('update');
    if (!open) throw new AppError('SHIFT_NOT_OPEN');
    // The database's clock, as it stamps the orders the report counts (docs/layout.md, Time).
    const end = await databaseNow(tx);
    const report = await shiftReport({
      providerId: input.providerId,
      from: open.startedAt,
      to: end,
      openers: [open.startedBy, actor.id],
      tx,
    });
    const [closed] = await tx
      .update(shifts)
      .set({
        finishedAt: sql`now()`,
        finishedBy: actor.id,
        report,
        countedCash: input.countedCash ?? null,
        closingNote: input.note ?? '',
      })
      .where(eq(shifts.id, open.id))
      .returning();
    return closed;
  });
  return { shift: await toView({ row }) };
}
