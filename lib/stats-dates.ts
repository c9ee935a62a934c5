import { toLatinDigits } from './digits';
import { jalaliShort, jalaliToIsoDay, tehranDayStart, tehranIsoDate } from './jalali';

const DAY_MS = 86_400_000;

/** The Jalali year and month of an instant in Tehran, e.g. { year: 1405, month: 9 }. */
export function jalaliMonthOf(iso: string | Date = new Date()): { year: number; month: number } {
  const [year, month] = toLatinDigits(jalaliShort(iso)).split('/').map(Number);
  return { year, month };
}

/** The Tehran days (YYYY-MM-DD) of a Jalali month, first to last; [] when there is no such month. */
export function jalaliMonthDays(year: number, month: number): string[] {
  const first = jalaliToIsoDay(year, month, 1);
  if (!first) return [];
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const iso = jalaliToIsoDay(year, month, d);
    if (!iso) break;
    days.push(iso);
  }
  return days;
}

/** The instants a Jalali month covers in Tehran, and its days (the month must exist). */
export function jalaliMonthSpan(year: number, month: number): { days: string[]; start: Date; end: Date } {
  const days = jalaliMonthDays(year, month);
  return { days, start: tehranDayStart(days[0])!, end: tehranDayStart(nextIsoDay(days[days.length - 1]))! };
}

/**
 * A daily series: one entry per day of `days`, made by `entry` from the row found for that day
 * (undefined on a day without one), so every day of the month shows, the quiet ones too.
 */
export function dailySeries<R extends { day: string }, V>(
  days: string[],
  found: R[],
  entry: (day: string, row: R | undefined) => V,
): V[] {
  const byDay = new Map(found.map((r) => [r.day, r]));
  return days.map((day) => entry(day, byDay.get(day)));
}

/** The Gregorian day after `isoDay` (YYYY-MM-DD). */
export function nextIsoDay(isoDay: string): string {
  return new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive (YYYY-MM-DD). */
export function isoDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = nextIsoDay(d)) out.push(d);
  return out;
}

/** The instants [start, end) that the Tehran days `from`..`to` (inclusive) cover. */
export function tehranRange(from: string, to: string): { start: Date; end: Date } {
  return { start: tehranDayStart(from)!, end: tehranDayStart(nextIsoDay(to))! };
}

/** The default range of the stats screens: the last 30 Tehran days up to today. */
export function lastDays(n = 30, now: Date = new Date()): { from: string; to: string } {
  const to = tehranIsoDate(now);
  return { from: tehranIsoDate(new Date(now.getTime() - (n - 1) * DAY_MS)), to };
}
