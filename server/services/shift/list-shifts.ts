import { desc, eq, count as countRows } from 'drizzle-orm';
import type { ShiftView } from '@/lib/contracts/shift';
import { db } from '../../db/client';
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
  const rows = await db()
    .select()
    .from(shifts)
    .where(eq(shifts.providerId, providerId))
    .orderBy(desc(shifts.startedAt))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const [{ n }] = await db().select({ n: countRows() }).from(shifts).where(eq(shifts.providerId, providerId));
  const list: ShiftView[] = [];
  for (const r of rows) list.push(await toView({ row: r }));
  return { shifts: list, total: Number(n) };
}
