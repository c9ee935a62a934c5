import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';

/** An axis tick: whole numbers with Persian digits; large toman amounts shortened to هزار / میلیون / میلیارد. */
export function axisNumber(v: number, money = false): string {
  const a = Math.abs(v);
  if (money && a >= 1e9) return `${toPersianDigits(+(v / 1e9).toFixed(1))} میلیارد`;
  if (money && a >= 1e6) return `${toPersianDigits(+(v / 1e6).toFixed(1))} میلیون`;
  if (money && a >= 1e3) return `${toPersianDigits(+(v / 1e3).toFixed(0))} هزار`;
  return Number.isInteger(v) ? formatNumber(v) : '';
}

/** A value in the tooltip and the data table. */
export function fullNumber(v: number, money = false): string {
  return money ? `${formatNumber(v)} تومان` : formatNumber(v);
}
