import { isoDayToJalali, jalaliDate, parseJalaliDay, tehranDayStart } from '@/lib/jalali';

/**
 * What a date input reports for text that is not a day (or is outside min/max): not a date to any
 * parser, so a zod contract refuses it with its own message instead of the field passing as empty.
 */
export const INVALID_DAY = 'invalid-day';

/** What a typed text stands for: '' when empty, the Gregorian YYYY-MM-DD, or INVALID_DAY. */
export function dayOfText(text: string, min?: string, max?: string): string {
  if (!text.trim()) return '';
  const iso = parseJalaliDay(text);
  if (!iso || (min && iso < min) || (max && iso > max)) return INVALID_DAY;
  return iso;
}

/** The text a day is shown as ('۱۴۰۵/۰۹/۰۳'); '' for empty or INVALID_DAY. */
export const textOfDay = (iso: string): string => isoDayToJalali(iso);

/** YYYY-MM-DD plus n days. */
export function addDays(iso: string, n: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`);
  return new Date(t + n * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar's local-midnight Date of a YYYY-MM-DD day (DayPicker works in local time). */
export function localDate(iso: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** YYYY-MM-DD of a calendar's local Date. */
export function isoOfLocal(d: Date): string {
  return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const WEEKDAYS = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];

/**
 * What a screen reader says for a calendar day: «سه‌شنبه ۵ آذر ۱۴۰۵» (the library's own Persian label
 * reads «۵-ام آذر», issue 21 D41), with «امروز» and «انتخاب شده» as the library adds them.
 */
export function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean } = {}): string {
  const iso = isoOfLocal(date);
  const start = tehranDayStart(iso);
  let label = start ? `${WEEKDAYS[date.getDay()]} ${jalaliDate(start)}` : iso;
  if (modifiers.today) label = `امروز، ${label}`;
  if (modifiers.selected) label = `${label}، انتخاب شده`;
  return label;
}
