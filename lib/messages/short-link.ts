/** Error codes and field messages of the short links (merged into ERRORS in lib/messages/index.ts). */
export const SHORT_LINK_ERRORS = {
  SHORT_LINK_CODE_TAKEN: { status: 409, fa: 'این نشانی کوتاه قبلاً استفاده شده است.', en: 'Short link code taken' },
  SHORT_LINK_NOT_FOUND: { status: 404, fa: 'لینک کوتاه مورد نظر یافت نشد.', en: 'Short link not found' },
} as const;

export const SHORT_LINK_TEXT = {
  titleRequired: 'عنوان را وارد کنید.',
  codeInvalid: 'نشانی کوتاه فقط حروف انگلیسی، رقم، خط تیره و زیرخط (۲ تا ۳۲ نویسه) است.',
  targetInvalid: 'مقصد باید مسیری از همین سایت (شروع با /) یا نشانی کامل با https باشد.',
} as const;
