import { jalaliFileDate, jalaliToIsoDay, tehranDayStart, tehranIsoDate } from './jalali';

/**
 * A member plan's months are Jalali months in Tehran, one rule everywhere: month k of a plan that starts on a
 * Tehran day starts on the same Jalali day-of-month k months later (the month's last day when it has fewer
 * days: a plan from 31 Shahrivar has months from 30 Mehr, 30 Aban, …), at 00:00 Tehran. A plan of n months
 * ends where its month n would start.
 */
export function addJalaliMonths(isoDay: string, k: number): string {
  const start = tehranDayStart(isoDay);
  if (!start) throw new RangeError(`not a day: ${isoDay}`);
  const [y, m, d] = jalaliFileDate(start).split('-').map(Number);
  const index = y * 12 + (m - 1) + k;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  for (let day = d; day >= 1; day--) {
    const iso = jalaliToIsoDay(year, month, day);
    if (iso) return iso;
  }
  throw new RangeError(`no day in ${year}/${month}`);
}

export interface PlanMonth {
  /** Which plan month (0 = the first). */
  index: number;
  /** Its first Tehran day (YYYY-MM-DD), the `period` its room hours and day passes are counted under. */
  period: string;
  /** The instant the next month starts (the credits reset), or the plan's end. */
  resetsAt: Date;
}

/** The instant a plan that starts on Tehran day `startDay` ends after `months` Jalali months. */
export function planEnd(startDay: string, months: number): Date {
  return tehranDayStart(addJalaliMonths(startDay, months))!;
}

/** The plan month `now` falls in; null before the plan starts or from its end on. */
export function planMonthAt({
  startsAt,
  months,
  now,
}: {
  startsAt: Date;
  months: number;
  now: Date;
}): PlanMonth | null {
  const startDay = tehranIsoDate(startsAt);
  if (now < startsAt) return null;
  for (let k = 0; k < months; k++) {
    const next = tehranDayStart(addJalaliMonths(startDay, k + 1))!;
    if (now < next) return { index: k, period: addJalaliMonths(startDay, k), resetsAt: next };
  }
  return null;
}
