/** Error codes of branch administration (provider details, tables, payment methods); merged into ERRORS in lib/messages/index.ts. */
export const PROVIDER_ERRORS = {
  TABLE_NUMBER_TAKEN: {
    status: 409,
    fa: 'میزی با این شماره در این شعبه وجود دارد.',
    en: 'Table number already in use',
  },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, fa: 'روش پرداخت مورد نظر یافت نشد.', en: 'Payment method not found' },
  PAYMENT_METHOD_TAKEN: {
    status: 409,
    fa: 'روش پرداختی با این نام در این شعبه وجود دارد.',
    en: 'Payment method name already in use',
  },
  PROVIDER_BRANCH_TAKEN: {
    status: 409,
    fa: 'شعبه‌ای با این نامک قبلا ثبت شده است.',
    en: 'Provider slug already in use',
  },
} as const;

/** The page a QR code of a removed or unknown table opens (pages/qr/[id].tsx). */
export const QR_TEXTS = {
  removedTitle: 'این میز دیگر فعال نیست',
  removedText:
    'کد QR این میز از سرویس خارج شده است. می‌توانید از منوی شعبه سفارش دهید و شماره میز را به باریستا بگویید.',
  unknownTitle: 'میز پیدا نشد',
  unknownText: 'این کد QR به هیچ میزی تعلق ندارد. می‌توانید منوی کافه را ببینید و از آنجا سفارش دهید.',
  toMenu: 'رفتن به منو',
} as const;

/** The branch's delivery fee and minimum order (its form, and the refusal of a delivery order below it). */
export const DELIVERY_FEE_TEXT = {
  row: 'هزینه ارسال',
  fee: 'هزینه ارسال (تومان)',
  min: 'حداقل مبلغ سفارش ارسالی (تومان)',
  feeHint: 'به مبلغ هر سفارش ارسالی اضافه می‌شود. صفر یعنی رایگان.',
  minHint: 'سفارش ارسالی کمتر از این مبلغ (پیش از هزینه ارسال) پذیرفته نمی‌شود. صفر یعنی بدون حداقل.',
  belowMin: (min: string) => `حداقل مبلغ سفارش ارسالی در این شعبه ${min} است.`,
} as const;
