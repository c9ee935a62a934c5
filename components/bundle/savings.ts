import { toPersianDigits } from '@/lib/digits';

/** '۱۳٪ صرفه‌جویی' — how much cheaper the bundle is than its parts, rounded down. */
export function savingsLabel(original: number, price: number): string | null {
  if (original <= 0 || price >= original) return null;
  return `${toPersianDigits(Math.floor(((original - price) / original) * 100))}٪ صرفه‌جویی`;
}
