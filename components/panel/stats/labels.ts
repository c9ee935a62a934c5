import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { isoDayToJalali } from '@/lib/jalali';

export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
];

/** A Tehran day (YYYY-MM-DD) as a short axis label: «۳ آذر». */
export function shortDay(isoDay: string): string {
  const [, m, d] = toLatinDigits(isoDayToJalali(isoDay)).split('/').map(Number);
  return m ? `${toPersianDigits(d)} ${JALALI_MONTHS[m - 1]}` : '';
}

/** «آذر ۱۴۰۵» */
export function monthName(year: number, month: number): string {
  return `${JALALI_MONTHS[month - 1]} ${toPersianDigits(year)}`;
}

/** An hour of day as «۱۴:۰۰». */
export function hourLabel(h: number): string {
  return toPersianDigits(`${String(h).padStart(2, '0')}:۰۰`);
}

/** The colours every stats chart uses, so a series keeps its colour from screen to screen. */
export const COLORS = {
  orders: '#6b3f22',
  revenue: '#e9962e',
  canceled: '#c0362c',
  bank: '#2563a8',
  wallet: '#17693a',
  refunds: '#8a5cc2',
};
