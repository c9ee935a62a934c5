/** Error codes and copy of workspace reservations (merged into ERRORS in lib/messages/index.ts). */
export const SPACE_ERRORS = {
  SPACE_DATE_INVALID: {
    status: 400,
    fa: 'تاریخ وارد شده معتبر نیست؛ تاریخ را به صورت سال-ماه-روز میلادی بفرستید.',
    en: 'Date must be YYYY-MM-DD or YYYY/MM/DD',
  },
  SPACE_ITEM_NOT_FOUND: { status: 404, fa: 'فضای مورد نظر یافت نشد.', en: 'Space item not found' },
  SPACE_CATEGORY_NOT_FOUND: { status: 404, fa: 'دسته‌بندی مورد نظر یافت نشد.', en: 'Space category not found' },
  SPACE_CATEGORY_NOT_EMPTY: {
    status: 409,
    fa: 'ابتدا فضاهای این دسته‌بندی را حذف کنید.',
    en: 'Category still has items',
  },
  SPACE_ITEM_UNAVAILABLE: { status: 409, fa: 'این فضا در حال حاضر قابل رزرو نیست.', en: 'Space item is not bookable' },
  SPACE_PAST: { status: 400, fa: 'امکان رزرو برای زمان گذشته وجود ندارد.', en: 'Cannot book the past' },
  SPACE_HOURS_REQUIRED: {
    status: 400,
    fa: 'ساعت شروع و پایان را انتخاب کنید.',
    en: 'Starting and ending hours required',
  },
  SPACE_HOURS_ORDER: {
    status: 400,
    fa: 'ساعت پایان باید بعد از ساعت شروع باشد.',
    en: 'Ending hour must be after starting hour',
  },
  SPACE_OUTSIDE_HOURS: { status: 400, fa: 'ساعت انتخاب شده خارج از ساعت کاری شعبه است.', en: 'Outside opening hours' },
  SPACE_CLOSED_DAY: { status: 409, fa: 'این فضا در روز انتخاب شده تعطیل است.', en: 'Closed on that day' },
  SPACE_FULL: { status: 409, fa: 'ظرفیت این روز تکمیل شده است.', en: 'No seats left that day' },
  SPACE_HOURS_TAKEN: { status: 409, fa: 'ساعت‌های انتخاب شده قبلا رزرو شده است.', en: 'Those hours are taken' },
  SPACE_USE_RESERVATION: {
    status: 409,
    fa: 'فضای کار از صفحه رزرو فضای کار رزرو می‌شود، نه از سبد خرید.',
    en: 'Workspace items are booked by reservation',
  },
  SPACE_PAYMENT_NOT_ALLOWED: {
    status: 400,
    fa: 'این روش پرداخت برای این شعبه فعال نیست.',
    en: 'Payment type not allowed',
  },
  SPACE_ADMIN_PAYMENT: {
    status: 400,
    fa: 'رزرو توسط کارکنان فقط با پرداخت در محل ممکن است.',
    en: 'Staff bookings are paid on site',
  },
  SPACE_ADMIN_WALLET: {
    status: 403,
    fa: 'کارکنان نمی‌توانند از کیف پول مشتری پرداخت کنند؛ رزرو را با پرداخت در محل ثبت کنید یا مشتری خودش با گوشی خود رزرو و پرداخت کند.',
    en: 'Staff cannot spend a customer wallet',
  },
  SPACE_DESIRED_PRICE_FORBIDDEN: {
    status: 403,
    fa: 'تعیین مبلغ توافقی فقط برای مدیرانی با دسترسی کیف پول در این شعبه ممکن است.',
    en: 'Setting a price needs the wallet flag',
  },
  SPACE_DESIRED_PRICE_ABOVE: {
    status: 400,
    fa: 'مبلغ توافقی فقط می‌تواند تخفیف باشد و نباید از قیمت منو بیشتر باشد.',
    en: 'Desired price above the menu price',
  },
  SPACE_RESERVATION_NOT_FOUND: { status: 404, fa: 'رزرو مورد نظر یافت نشد.', en: 'Reservation not found' },
  SPACE_CANCEL_CLOSED: { status: 409, fa: 'این رزرو دیگر قابل لغو نیست.', en: 'Reservation can no longer be canceled' },
  SPACE_CANCEL_TOO_LATE: {
    status: 409,
    fa: 'مهلت لغو این رزرو به پایان رسیده است.',
    en: 'Cancellation cut-off has passed',
  },
  SPACE_ALREADY_CHECKED_IN: { status: 409, fa: 'ورود این رزرو قبلا ثبت شده است.', en: 'Already checked in' },
  SPACE_CHECKIN_CLOSED: {
    status: 409,
    fa: 'این رزرو لغو شده یا هنوز پرداخت نشده است و ورود آن ثبت نمی‌شود.',
    en: 'Booking cannot be checked in',
  },
  SPACE_CHECKIN_NOT_TODAY: {
    status: 409,
    fa: 'این رزرو برای روز دیگری است؛ ورود فقط از روز رزرو ثبت می‌شود.',
    en: 'Booking is for a later day',
  },
  SPACE_CHECKIN_PAYMENT: {
    status: 400,
    fa: 'این رزرو در محل پرداخت می‌شود؛ روش پرداخت مشتری را انتخاب کنید.',
    en: 'Pick the payment method',
  },
  SPACE_RANGE_INVALID: {
    status: 400,
    fa: 'تاریخ پایان باید بعد از تاریخ شروع باشد.',
    en: 'End date before start date',
  },
  SPACE_RANGE_TOO_LONG: { status: 400, fa: 'بازه تاریخ حداکثر ۳۶۶ روز است.', en: 'Range too long' },
  SPACE_WAITLIST_NOT_FULL: {
    status: 409,
    fa: 'این زمان هنوز ظرفیت خالی دارد؛ همین حالا می‌توانید رزرو کنید.',
    en: 'Still available',
  },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** An item's name with its kind, «اتاق جلسه (ساعتی)», not doubled when the title already says it (issue 21 D36). */
export function spaceItemLabel(i: { title: string; spaceType: 'pool' | 'resource' }): string {
  const kind = SPACE_COPY[i.spaceType];
  return i.title.includes(kind) ? i.title : `${i.title} (${kind})`;
}

/**
 * A booking's order status in its own words: new (and any step before check-in) = booked,
 * delivered = checked in (issue 21 D05/D18).
 */
export const BOOKING_STATUS_LABELS: Record<string, string> = {
  awaitingPayment: 'در انتظار پرداخت',
  new: 'رزرو شده',
  accepted: 'رزرو شده',
  preparing: 'رزرو شده',
  ready: 'رزرو شده',
  delivered: 'ورود ثبت شده',
  canceled: 'لغو شده',
};

/** Copy shown by the workspace screens. */
export const SPACE_COPY = {
  pool: 'روزانه',
  resource: 'ساعتی',
  payOnSite: 'مبلغ رزرو را هنگام ورود، در شعبه پرداخت می‌کنید.',
  bookingRules:
    'رزرو برای روز و ساعت انتخاب شده نگه داشته می‌شود. لغو رزرو تا ۲ ساعت پیش از شروع ممکن است و مبلغ پرداخت شده به کیف پول شما برمی‌گردد. هنگام ورود، کد QR رزرو را به کارکنان شعبه نشان دهید.',
  waitlistSms: (title: string, day: string) =>
    `همکار: در «${title}» برای ${day} جا خالی شد. برای رزرو به سایت سر بزنید.`,
  ledgerCancel: (n: string) => `بازگشت وجه رزرو لغو شده شماره ${n}`,
} as const;
