import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';

/** One decimal at most, with the Persian decimal separator: «۱٫۳». */
function decimal(v: number): string {
  return toPersianDigits(String(+v.toFixed(1)).replace('.', '٫'));
}

/** An axis tick: whole numbers with Persian digits; large toman amounts shortened to هزار / میلیون / میلیارد. */
export function axisNumber(v: number, money = false): string {
  const a = Math.abs(v);
  if (money && a >= 1e9) return `${decimal(v / 1e9)} میلیارد`;
  if (money && a >= 1e6) return `${decimal(v / 1e6)} میلیون`;
  if (money && a >= 1e3) return `${toPersianDigits(Math.round(v / 1e3))} هزار`;
  return Number.isInteger(v) ? formatNumber(v) : '';
}

/** A value in the tooltip and the data table. */
export function fullNumber(v: number, money = false): string {
  return money ? `${formatNumber(v)} تومان` : formatNumber(v);
}
