/** Error codes of sign-in and registration (OTP): HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const AUTH_ERRORS = {
  PHONE_REQUIRED: { status: 400, fa: 'شماره وارد نشده است!', en: 'Phone is required' },
  PHONE_INVALID: { status: 400, fa: 'شماره تلفن وارد شده صحیح نمی باشد', en: 'Invalid phone number' },
  CODE_REQUIRED: { status: 400, fa: 'کد وارد نشده است!', en: 'Code is required' },
  CODE_WRONG: { status: 400, fa: 'کد وارد شده صحیح نیست.', en: 'Wrong code' },
  CODE_EXPIRED: { status: 400, fa: 'کد منقضی شده است. لطفا کد جدید دریافت کنید.', en: 'Code expired' },
  CODE_TOO_MANY_TRIES: {
    status: 429,
    fa: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفا کد جدید دریافت کنید.',
    en: 'Too many wrong tries',
  },
  RESEND_TOO_SOON: { status: 429, fa: 'برای دریافت کد جدید لطفا یک دقیقه صبر کنید.', en: 'Wait before resending' },
  SMS_RATE_LIMIT: {
    status: 429,
    fa: 'تعداد درخواست کد برای این شماره بیش از حد مجاز است. لطفا بعدا تلاش کنید.',
    en: 'Too many code requests',
  },
  VERIFY_DAILY_LIMIT: {
    status: 429,
    fa: 'تعداد کدهای نادرست برای این شماره بیش از حد مجاز است. لطفا بعدا تلاش کنید.',
    en: 'Too many wrong codes for this phone today',
  },
  FIRST_NAME_REQUIRED: { status: 400, fa: 'لطفا نام خود را وارد کنید.', en: 'First name is required' },
  LAST_NAME_REQUIRED: { status: 400, fa: 'لطفا نام‌خانوادگی وارد کنید.', en: 'Last name is required' },
  REAGENT_INVALID: { status: 400, fa: 'کد معرف وارد شده معتبر نیست.', en: 'Invalid invitation code' },
  SMS_FAILED: { status: 502, fa: 'ارسال پیامک با مشکل مواجه شد. لطفا دوباره تلاش کنید.', en: 'SMS could not be sent' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
