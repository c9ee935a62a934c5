/** Error codes and copy of the table tab (issue 27): HTTP status and Persian/English text (merged into ERRORS). */
export const TAB_ERRORS = {
  TAB_NOT_FOUND: { status: 404, fa: 'صورت‌حساب میز یافت نشد.', en: 'Tab not found' },
  TAB_ALREADY_OPEN: {
    status: 409,
    fa: 'این میز سفارش باز دارد؛ برای پیوستن کد چهاررقمی میز را وارد کنید.',
    en: 'The table already has an open tab',
  },
  TAB_JOIN_CODE_WRONG: { status: 403, fa: 'کد میز درست نیست.', en: 'Wrong join code' },
  TAB_JOIN_LIMIT: {
    status: 429,
    fa: 'تعداد تلاش‌های نادرست برای کد میز بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.',
    en: 'Too many wrong join codes',
  },
  TAB_NOT_MEMBER: { status: 403, fa: 'شما عضو این میز نیستید.', en: 'Not a member of this tab' },
  TAB_CLOSED: {
    status: 409,
    fa: 'صورت‌حساب این میز بسته شده است و سفارش یا پرداخت تازه‌ای نمی‌پذیرد.',
    en: 'The tab is closed',
  },
  TAB_ROUND_EMPTY: { status: 400, fa: 'هنوز چیزی به سفارش میز اضافه نشده است.', en: 'Nothing to send' },
  TAB_LINE_NOT_FOUND: { status: 404, fa: 'این ردیف در سفارش میز یافت نشد.', en: 'Tab line not found' },
  TAB_SHARE_NOT_FOUND: { status: 404, fa: 'این سهم در صورت‌حساب یافت نشد.', en: 'Share not found' },
  TAB_SHARE_PAID: { status: 409, fa: 'این سهم قبلا پرداخت شده است.', en: 'Share already paid' },
  TAB_NOTHING_OWED: { status: 409, fa: 'مبلغی برای پرداخت باقی نمانده است.', en: 'Nothing is owed' },
  TAB_SPLIT_SUM: {
    status: 400,
    fa: 'جمع سهم‌ها باید برابر مانده صورت‌حساب باشد.',
    en: 'Shares must add up to the unpaid rest',
  },
  TAB_UNPAID: {
    status: 409,
    fa: 'صورت‌حساب هنوز کامل پرداخت نشده است؛ مانده را با یک روش پرداخت دریافت کنید.',
    en: 'The tab is not fully paid',
  },
  TAB_TABLE_BUSY: { status: 409, fa: 'میز مقصد صورت‌حساب باز دیگری دارد.', en: 'The target table has an open tab' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
