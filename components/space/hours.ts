import { toPersianDigits } from '@/lib/digits';

/** '۱۰:۰۰' */
export const hourLabel = (h: number) => `${toPersianDigits(String(h).padStart(2, '0'))}:۰۰`;

/** '۱۰:۰۰ تا ۱۲:۰۰' */
export const hourRange = (start: number, end: number) => `${hourLabel(start)} تا ${hourLabel(end)}`;

/**
 * The next selection after a tap on hour `h`: a first tap picks that hour; a later tap on a later
 * hour stretches the range to it when every hour between is free; anything else starts again at `h`.
 */
export function nextRange(
  current: { start: number; end: number } | null,
  h: number,
  free: ReadonlySet<number>,
): { start: number; end: number } | null {
  if (!free.has(h)) return current;
  if (current && h === current.start && current.end === current.start + 1) return null;
  if (current && h >= current.end) {
    for (let x = current.end; x <= h; x++) if (!free.has(x)) return { start: h, end: h + 1 };
    return { start: current.start, end: h + 1 };
  }
  return { start: h, end: h + 1 };
}
