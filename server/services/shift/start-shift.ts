import type { ShiftView } from '@/lib/contracts/shift';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { shifts } from '../../db/schema';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { assertProvider, openShift, toView } from './shift-view';

/** POST /v1/provider/start/shift: opens the branch's shift; a second open shift is a 409 (the partial unique index decides races). */
export async function startShift({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { providerId: string; note: string };
}): Promise<{ shift: ShiftView }> {
  await assertProvider({ providerId: input.providerId });
  if (await openShift({ providerId: input.providerId })) throw new AppError('SHIFT_ALREADY_OPEN');
  try {
    const [row] = await db()
      .insert(shifts)
      .values({ id: newId(), providerId: input.providerId, startedBy: actor.id, note: input.note })
      .returning();
    return { shift: await toView({ row }) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SHIFT_ALREADY_OPEN');
    throw err;
  }
}
