/** Persian copy of delivery addresses (issue 16). */
export const DELIVERY_MESSAGES = {
  addressRequired: 'نشانی ارسال را وارد کنید.',
  addressShort: 'نشانی را کامل بنویسید (دست‌کم ۱۰ حرف).',
  addressLong: 'نشانی حداکثر ۳۰۰ حرف است.',
  titleLong: 'عنوان نشانی حداکثر ۳۰ حرف است.',
  addressNotFound: 'نشانی مورد نظر یافت نشد.',
  tooMany: 'حداکثر ۱۰ نشانی می‌توانید ذخیره کنید.',
} as const;
