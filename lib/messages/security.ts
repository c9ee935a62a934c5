import { toPersianDigits } from '../digits';

/** Error codes of the HTTP layer's defences (merged into ERRORS in lib/messages/index.ts). */
export const SECURITY_ERRORS = {
  CROSS_SITE_REQUEST: {
    status: 403,
    fa: 'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.',
    en: 'Cross-site request refused',
  },
  UNSUPPORTED_CONTENT_TYPE: {
    status: 415,
    fa: 'قالب اطلاعات ارسال شده پشتیبانی نمی‌شود؛ اطلاعات باید به صورت JSON فرستاده شود.',
    en: 'Unsupported content type',
  },
  BAD_MULTIPART: {
    status: 400,
    fa: 'فایل یا فرم ارسال شده ناقص یا خراب است. لطفا دوباره بفرستید.',
    en: 'Malformed multipart body',
  },
  NUL_IN_INPUT: { status: 400, fa: 'اطلاعات ارسال شده نویسه نامعتبر دارد.', en: 'Input contains a NUL character' },
} as const;

/** 'حجم فایل بیش از ۵ مگابایت است.' / '… ۶۴ کیلوبایت …': the limit of the route that refused it. */
export function uploadTooLargeFa(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size =
    maxBytes >= 1024 * 1024
      ? `${toPersianDigits(+mb.toFixed(1)).replace('.', '٫')} مگابایت`
      : `${toPersianDigits(Math.round(maxBytes / 1000))} کیلوبایت`;
  return `حجم فایل بیش از ${size} است.`;
}
