import { toPersianDigits } from './digits';

/** Integer toman with thousand separators and Persian digits, e.g. ۱۲۵٬۰۰۰. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const grouped = Math.abs(Math.trunc(value)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return sign + toPersianDigits(grouped);
}

/** A price as shown to a customer: 'رایگان' for 0, else '۱۲۵٬۰۰۰ تومان'. */
export function formatToman(value: number): string {
  if (value === 0) return 'رایگان';
  return `${formatNumber(value)} تومان`;
}

/** An amount of money (a total, takings, a balance): '۰ تومان' for 0, never 'رایگان' (that word is for a free item's price). */
export function formatAmount(value: number): string {
  return `${formatNumber(value)} تومان`;
}

/** The price a customer pays for one item: price minus its reduction, never below zero. */
export function effectiveUnitPrice(price: number, reductionPrice: number | null | undefined): number {
  return Math.max(0, price - (reductionPrice ?? 0));
}

/** A percentage discount on an integer amount, rounded down so the shop never over-discounts by a fraction. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}
