import { desc, eq, count as countRows } from 'drizzle-orm';
import type { ShiftView } from '@/lib/contracts/shift';
import { db } from '../../db/client';
import { pagedRows } from '../../http/paging';
import { shifts } from '../../db/schema';
import { assertProvider, toView } from './shift-view';

/** GET /v1/provider/{id}/shift/list/{page}-{size}: the branch's shifts, newest first. */
export async function listShifts({
  providerId,
  paging,
}: {
  providerId: string;
  paging: { page: number; size: number };
}): Promise<{ shifts: ShiftView[]; total: number }> {
  await assertProvider({ providerId });
  const mine = eq(shifts.providerId, providerId);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db().select().from(shifts).where(mine).orderBy(desc(shifts.startedAt)).limit(limit).offset(offset),
    count: db().select({ total: countRows() }).from(shifts).where(mine),
  });
  const list: ShiftView[] = [];
  for (const r of rows) list.push(await toView({ row: r }));
  return { shifts: list, total };
}
