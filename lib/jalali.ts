import { toLatinDigits, toPersianDigits } from './digits';
import { TEHRAN_OFFSET_MINUTES } from './tehran-offset';

export { TEHRAN_OFFSET_MINUTES };

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
/** Days before each Jalali month: six months of 31 days, five of 30, then Esfand. */
const DAYS_BEFORE_MONTH = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336];
/** Julian day number of 1 Farvardin 1 (ICU's PERSIAN_EPOCH) and of 1970-01-01. */
const PERSIAN_EPOCH = 1948320;
const UNIX_EPOCH_JULIAN_DAY = 2440588;
const DAY_MS = 86_400_000;

/** The instant as a Date whose UTC fields read Tehran's wall clock. */
function tehranWallClock(iso: string | Date): Date {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + TEHRAN_OFFSET_MINUTES * 60_000);
}

/**
 * The Jalali date of a Tehran calendar day by ICU's arithmetic Persian calendar (its 33-year leap
 * cycle), which is what browsers' Intl uses, so the two always agree (tests/unit/jalali.test.ts).
 */
function toJalali(wall: Date): { year: number; month: number; day: number } {
  const days = Math.floor(wall.getTime() / DAY_MS) + UNIX_EPOCH_JULIAN_DAY - PERSIAN_EPOCH;
  const year = 1 + Math.floor((33 * days + 3) / 12053);
  const dayOfYear = days - (365 * (year - 1) + Math.floor((8 * year + 21) / 33));
  const month = dayOfYear < 216 ? Math.floor(dayOfYear / 31) : Math.floor((dayOfYear - 6) / 30);
  return { year, month: month + 1, day: dayOfYear - DAYS_BEFORE_MONTH[month] + 1 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '۳ آذر ۱۴۰۵' */
export function jalaliDate(iso: string | Date): string {
  const { year, month, day } = toJalali(tehranWallClock(iso));
  return `${toPersianDigits(day)} ${MONTHS[month - 1]} ${toPersianDigits(year)}`;
}

/** '۱۴۰۵/۰۹/۰۳' */
export function jalaliShort(iso: string | Date): string {
  const { year, month, day } = toJalali(tehranWallClock(iso));
  return toPersianDigits(`${year}/${two(month)}/${two(day)}`);
}

/** '1405-09-03': the Tehran day in Latin digits, for file names (downloads are named by the Jalali day). */
export function jalaliFileDate(iso: string | Date): string {
  const { year, month, day } = toJalali(tehranWallClock(iso));
  return `${year}-${two(month)}-${two(day)}`;
}

/** '۱۴:۰۵' in Tehran time. */
export function tehranTime(iso: string | Date): string {
  const wall = tehranWallClock(iso);
  return toPersianDigits(`${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`);
}

/** '۳ آذر ۱۴۰۵، ۱۴:۰۵' */
export function jalaliDateTime(iso: string | Date): string {
  return `${jalaliDate(iso)}، ${tehranTime(iso)}`;
}

/** The Tehran calendar day of an instant as YYYY-MM-DD (what date inputs and day-keyed records use). */
export function tehranIsoDate(iso: string | Date = new Date()): string {
  return tehranWallClock(iso).toISOString().slice(0, 10);
}

/** The instant a Tehran calendar day (YYYY-MM-DD) begins; null unless it is a real day written so. */
export function tehranDayStart(isoDay: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const start = new Date(new Date(`${isoDay}T00:00:00Z`).getTime() - TEHRAN_OFFSET_MINUTES * 60_000);
  return !Number.isNaN(start.getTime()) && tehranIsoDate(start) === isoDay ? start : null;
}

/**
 * The Gregorian day (YYYY-MM-DD) of a Jalali date, by the same arithmetic as `toJalali` run backwards;
 * null when there is no such day (month 13, 31 Mehr, 30 Esfand of a common year).
 */
export function jalaliToIsoDay(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || month < 1 || month > 12 || day < 1 || day > 31)
    return null;
  const days = 365 * (year - 1) + Math.floor((8 * year + 21) / 33) + DAYS_BEFORE_MONTH[month - 1] + day - 1;
  const wall = new Date((days + PERSIAN_EPOCH - UNIX_EPOCH_JULIAN_DAY) * DAY_MS);
  const back = toJalali(wall);
  return back.year === year && back.month === month && back.day === day ? wall.toISOString().slice(0, 10) : null;
}

/** A Gregorian day (YYYY-MM-DD) as the Jalali '۱۴۰۵/۰۹/۰۳'; '' for anything else. */
export function isoDayToJalali(isoDay: string): string {
  const start = tehranDayStart(isoDay);
  return start ? jalaliShort(start) : '';
}

/**
 * A typed Jalali date ('۱۴۰۵/۹/۳', '1405-09-03', Persian or Latin digits) as the Gregorian day
 * YYYY-MM-DD; null when it is not one.
 */
export function parseJalaliDay(text: string): string | null {
  const m = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$/.exec(toLatinDigits(text));
  return m ? jalaliToIsoDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
