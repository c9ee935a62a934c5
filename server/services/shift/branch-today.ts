import type { ShiftReport } from '@/lib/contracts/shift';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { shiftReport } from './shift-report';
import { assertProvider } from './shift-view';

/** GET /v1/provider/{id}/today: the branch's Tehran day so far, counted as a shift report is. */
export async function branchToday({ providerId }: { providerId: string }): Promise<{ today: ShiftReport }> {
  await assertProvider({ providerId });
  const end = new Date();
  const start = tehranDayStart(tehranIsoDate(end))!;
  return { today: await shiftReport({ providerId, from: start, to: end, openers: [] }) };
}
