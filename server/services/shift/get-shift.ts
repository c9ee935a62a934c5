import { and, eq } from 'drizzle-orm';
import type { ShiftView } from '@/lib/contracts/shift';
import { db } from '../../db/client';
import { shifts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toView } from './shift-view';

/** GET /v1/provider/{id}/shift/{shiftId}: one shift of the branch with its report. */
export async function getShift({
  providerId,
  shiftId,
}: {
  providerId: string;
  shiftId: string;
}): Promise<{ shift: ShiftView }> {
  const [row] = await db()
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.providerId, providerId)))
    .limit(1);
  if (!row) throw new AppError('SHIFT_NOT_FOUND');
  return { shift: await toView({ row }) };
}
