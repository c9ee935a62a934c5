import type { ShiftReport } from '@/lib/contracts/shift';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { databaseNow } from '../../db/now';
import { shiftReport } from './shift-report';
import { assertProvider } from './shift-view';

/** GET /v1/provider/{id}/today: the branch's Tehran day so far, counted as a shift report is. */
export async function branchToday({ providerId }: { providerId: string }): Promise<{ today: ShiftReport }> {
  await assertProvider({ providerId });
  // The Tehran day is the rules' (clockNow); "so far" ends at the database's now, which stamps the orders.
  const start = tehranDayStart(tehranIsoDate(clockNow()))!;
  const end = await databaseNow();
  return { today: await shiftReport({ providerId, from: start, to: end, openers: [] }) };
}
