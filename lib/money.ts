import { toLatinDigits, toPersianDigits } from './digits';

/** The one thousands separator of every amount (Arabic thousands separator, U+066C), e.g. ۱۲۵٬۰۰۰. */
export const THOUSANDS_SEPARATOR = '٬';
/**
 * Put before a sign: a left-to-right mark, so in a Persian (RTL) line the sign stays before the
 * number («−۵٬۰۰۰», not «۵٬۰۰۰−»); without it the bidi algorithm draws a leading minus after it (D22).
 */
const LRM = '\u200e';

function grouped(value: number): string {
  return toPersianDigits(
    Math.abs(Math.trunc(value))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR),
  );
}

/** Integer toman with thousand separators and Persian digits, e.g. ۱۲۵٬۰۰۰; a negative one as «‎−۵٬۰۰۰». */
export function formatNumber(value: number): string {
  return value < 0 ? `${LRM}−${grouped(value)}` : grouped(value);
}

/** A change of an amount with its sign always shown: «‎+۵٬۰۰۰», «‎−۵٬۰۰۰» (ledger rows). */
export function formatSigned(value: number): string {
  return `${LRM}${value < 0 ? '−' : '+'}${grouped(value)}`;
}

/**
 * Reads an amount typed by staff (Persian or Latin digits, separators allowed) as a positive whole
 * toman within `max`, or says in Persian why not, before anything is confirmed (D26): a minus sign is
 * refused, not dropped, and too many digits are refused here, not after the confirm.
 */
export function parseAmount(text: string, max: number): { value: number } | { error: string } {
  const t = toLatinDigits(text).replace(/[,٬،\s]/g, '');
  if (t === '') return { error: 'مبلغ را وارد کنید.' };
  if (/^[-−]/.test(t)) return { error: 'مبلغ باید عددی مثبت باشد.' };
  if (!/^\d+$/.test(t)) return { error: 'مبلغ وارد شده معتبر نیست.' };
  const value = Number(t);
  if (value <= 0) return { error: 'مبلغ باید بیشتر از صفر باشد.' };
  if (t.replace(/^0+/, '').length > String(max).length || value > max)
    return { error: `مبلغ نمی‌تواند بیشتر از ${formatToman(max)} باشد.` };
  return { value };
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
