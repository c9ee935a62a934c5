import type { ShiftView } from '@/lib/contracts/shift';
import { assertProvider, openShift, toView } from './shift-view';

/** GET /v1/provider/{id}/current/shift: the open shift with its report so far, or `shift: null`. */
export async function currentShift({ providerId }: { providerId: string }): Promise<{ shift: ShiftView | null }> {
  await assertProvider({ providerId });
  const row = await openShift({ providerId });
  return { shift: row ? await toView({ row }) : null };
}
