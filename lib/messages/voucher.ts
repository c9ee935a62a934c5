/** Error codes of the voucher area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const VOUCHER_ERRORS = {
  VOUCHER_NOT_FOUND: { status: 404, fa: 'کد تخفیف وارد شده معتبر نیست.', en: 'Voucher not found' },
  VOUCHER_INACTIVE: { status: 409, fa: 'این کد تخفیف فعال نیست.', en: 'Voucher is not active' },
  VOUCHER_NOT_STARTED: {
    status: 409,
    fa: 'زمان استفاده از این کد تخفیف هنوز نرسیده است.',
    en: 'Voucher not started yet',
  },
  VOUCHER_EXPIRED: { status: 409, fa: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.', en: 'Voucher expired' },
  VOUCHER_USED_UP: {
    status: 409,
    fa: 'ظرفیت استفاده از این کد تخفیف تکمیل شده است.',
    en: 'Voucher usage limit reached',
  },
  VOUCHER_USER_LIMIT: {
    status: 409,
    fa: 'سقف استفاده شما از این کد تخفیف تکمیل شده است.',
    en: 'Per-user voucher limit reached',
  },
  VOUCHER_MIN_PRICE: {
    status: 409,
    fa: 'مبلغ سفارش به حداقل لازم برای این کد تخفیف نمی‌رسد.',
    en: 'Order below the voucher minimum',
  },
  VOUCHER_NOT_APPLICABLE: {
    status: 409,
    fa: 'این کد تخفیف شامل آیتم‌های سبد خرید شما نمی‌شود.',
    en: 'Voucher does not apply to this cart',
  },
  VOUCHER_NOT_FOR_USER: {
    status: 403,
    fa: 'این کد تخفیف برای حساب شما تعریف نشده است.',
    en: 'Voucher is not for this user',
  },
  VOUCHER_WRONG_PROVIDER: {
    status: 409,
    fa: 'این کد تخفیف مربوط به شعبه دیگری است.',
    en: 'Voucher belongs to another provider',
  },
  VOUCHER_CODE_TAKEN: { status: 409, fa: 'این کد تخفیف قبلا ثبت شده است.', en: 'Voucher code already exists' },
  VOUCHER_SCOPE_MISMATCH: {
    status: 409,
    fa: 'محدوده این کد تخفیف با این مورد سازگار نیست.',
    en: 'Voucher scope mismatch',
  },
  VOUCHER_TARGET_NOT_FOUND: {
    status: 404,
    fa: 'مورد انتخاب شده در منوی این شعبه یافت نشد.',
    en: 'Voucher target not found',
  },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
