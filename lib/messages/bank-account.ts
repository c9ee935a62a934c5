/** Error codes and field messages of the head office's bank accounts (merged into ERRORS in lib/messages/index.ts). */
export const BANK_ACCOUNT_ERRORS = {
  BANK_ACCOUNT_EXISTS: { status: 409, fa: 'این شماره شبا قبلاً ثبت شده است.', en: 'IBAN already registered' },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, fa: 'حساب بانکی مورد نظر یافت نشد.', en: 'Bank account not found' },
} as const;

export const BANK_ACCOUNT_TEXT = {
  ibanInvalid: 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم را بدون اشتباه وارد کنید.',
  titleRequired: 'عنوان را وارد کنید.',
  ownerRequired: 'نام صاحب حساب را وارد کنید.',
} as const;
