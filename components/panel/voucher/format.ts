import type { VoucherView } from '@/lib/contracts/voucher';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';

export const SCOPE_LABELS: Record<VoucherView['scope'], string> = {
  provider: 'کل منوی شعبه',
  categories: 'دسته‌بندی‌های انتخابی',
  items: 'آیتم‌های انتخابی',
  users: 'کاربران انتخابی',
};

/** '۱۰٪ (تا ۵۰٬۰۰۰ تومان)' or '۲۰٬۰۰۰ تومان'. */
export function voucherValue(v: Pick<VoucherView, 'type' | 'value' | 'maxDiscount'>): string {
  if (v.type === 'amount') return formatToman(v.value);
  return `${toPersianDigits(v.value)}٪${v.maxDiscount ? ` (تا ${formatToman(v.maxDiscount)})` : ''}`;
}

/** '۳ / ۵۰۰' or '۳ / نامحدود'. */
export function voucherUsage(v: Pick<VoucherView, 'usedCount' | 'totalLimit'>): string {
  return `${toPersianDigits(v.usedCount)} / ${v.totalLimit === null ? 'نامحدود' : toPersianDigits(v.totalLimit)}`;
}
