import { formatAmount } from '@/lib/money';
import { jalaliDateTime, tehranIsoDate, tehranTime } from '@/lib/jalali';

/** An amount of takings in toman, '۰ تومان' included (formatToman shows a price of 0 as 'رایگان'). */
export const takings = formatAmount;

/** A shift's end as the list shows it: the time alone on the day it started, with its date when it ended on another Tehran day (past midnight). */
export function shiftEnd(startedAt: string, finishedAt: string): string {
  return tehranIsoDate(startedAt) === tehranIsoDate(finishedAt) ? tehranTime(finishedAt) : jalaliDateTime(finishedAt);
}

/** Counted cash against expected, in words (no minus sign to flip in right-to-left text): «۵٬۰۰۰ تومان کسری», «۵٬۰۰۰ تومان اضافه» or «بدون اختلاف». */
export function cashDifference(counted: number, expected: number): string {
  const d = counted - expected;
  if (d === 0) return 'بدون اختلاف';
  return `${formatAmount(Math.abs(d))} ${d < 0 ? 'کسری' : 'اضافه'}`;
}
