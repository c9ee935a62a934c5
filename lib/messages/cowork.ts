/** Error codes and copy of check-in codes, no-shows, late cancels and recurring bookings (issue 28). */
export const COWORK_ERRORS = {
  SPACE_CHECKIN_CODE_UNKNOWN: {
    status: 404,
    fa: 'کد ورود معتبر نیست یا برای این شعبه نیست.',
    en: 'Unknown check-in code',
  },
  SPACE_CHECKIN_NOT_OPEN: {
    status: 409,
    fa: 'هنوز زمان ورود این رزرو نرسیده است.',
    en: 'Check-in has not opened yet',
  },
  SPACE_CHECKIN_EXPIRED: {
    status: 409,
    fa: 'مهلت ورود این رزرو گذشته است.',
    en: 'Check-in window has passed',
  },
  SPACE_SERIES_CONFLICT: {
    status: 409,
    fa: 'برخی از جلسات این سری با رزروهای دیگر تداخل دارند؛ هیچ جلسه‌ای رزرو نشد.',
    en: 'Some occurrences conflict; nothing was booked',
  },
  SPACE_SERIES_EMPTY: {
    status: 409,
    fa: 'هیچ‌کدام از جلسات این سری قابل رزرو نیست.',
    en: 'No occurrence of the series can be booked',
  },
  SPACE_SERIES_PAYMENT: {
    status: 400,
    fa: 'سری رزرو را با کیف پول، درگاه بانکی یا پرداخت در محل پرداخت کنید.',
    en: 'A series is paid by wallet, bank or on site',
  },
  SPACE_SERIES_NOT_FOUND: { status: 404, fa: 'سری رزرو یافت نشد.', en: 'Series not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** Copy of the check-in and recurring screens and texts. */
export const COWORK_COPY = {
  noShowSms: (title: string, when: string, refund: string) =>
    `همکار: رزرو «${title}» برای ${when} چون ورود ثبت نشد آزاد شد.${refund}`,
  noShowRefund: (amount: string) => ` ${amount} به کیف پول شما برگشت.`,
  checkinOpensAt: (when: string) => `ورود از ${when} باز می‌شود.`,
  seriesConflict: (dates: string) => `این تاریخ‌ها با رزروهای دیگر تداخل دارند: ${dates}. هیچ جلسه‌ای رزرو نشد.`,
  seriesLedger: (title: string, n: string) => `رزرو تکراری ${title} — ${n} جلسه`,
  seriesBank: (title: string, n: string, branch: string) => `رزرو تکراری ${title} — ${n} جلسه — ${branch}`,
  seriesRefund: (n: string) => `بازگشت وجه جلسه لغو شده سری رزرو (${n})`,
} as const;
