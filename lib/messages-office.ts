/** Error codes of the head office's tools: HTTP status and Persian/English text (merged into ERRORS in lib/messages.ts). */
export const OFFICE_ERRORS = {
  BANK_ACCOUNT_EXISTS: { status: 409, fa: 'این شماره شبا قبلاً ثبت شده است.', en: 'IBAN already registered' },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, fa: 'حساب بانکی مورد نظر یافت نشد.', en: 'Bank account not found' },
  SHORT_LINK_CODE_TAKEN: { status: 409, fa: 'این نشانی کوتاه قبلاً استفاده شده است.', en: 'Short link code taken' },
  SHORT_LINK_NOT_FOUND: { status: 404, fa: 'لینک کوتاه مورد نظر یافت نشد.', en: 'Short link not found' },
  LIFE_POST_NOT_FOUND: { status: 404, fa: 'رویداد مورد نظر یافت نشد.', en: 'Life post not found' },
} as const;

/** Field messages of the head office's forms. */
export const OFFICE_TEXT = {
  ibanInvalid: 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم را بدون اشتباه وارد کنید.',
  titleRequired: 'عنوان را وارد کنید.',
  ownerRequired: 'نام صاحب حساب را وارد کنید.',
  codeInvalid: 'نشانی کوتاه فقط حروف انگلیسی، رقم، خط تیره و زیرخط (۲ تا ۳۲ نویسه) است.',
  targetInvalid: 'مقصد باید مسیری از همین سایت (شروع با /) یا نشانی کامل با https باشد.',
  dateRequired: 'تاریخ را انتخاب کنید.',
} as const;

/** Error codes of the scanner. */
export const SCAN_ERRORS = {
  SCAN_UNKNOWN: { status: 404, fa: 'این کد به سفارش، بسته یا کد تخفیفی در این مجموعه تعلق ندارد.', en: 'Unknown code' },
  BUNDLE_NOT_REDEEMABLE: {
    status: 409,
    fa: 'این بسته فعال نیست یا مهلت استفاده از آن گذشته است.',
    en: 'Bundle cannot be redeemed',
  },
  BUNDLE_ITEM_USED_UP: { status: 409, fa: 'واحدی از این آیتم در بسته باقی نمانده است.', en: 'No units left' },
} as const;
