/** Error codes of events and the academy (issue 26), merged into ERRORS in lib/messages/index.ts. */
export const ACADEMY_ERRORS = {
  EVENT_NOT_FOUND: { status: 404, fa: 'رویداد مورد نظر یافت نشد.', en: 'Event not found' },
  EVENT_NOT_ON_SALE: { status: 409, fa: 'بلیت این رویداد در حال حاضر فروخته نمی‌شود.', en: 'Event is not on sale' },
  EVENT_STARTED: { status: 409, fa: 'این رویداد شروع شده است.', en: 'Event has started' },
  EVENT_SOLD_OUT: {
    status: 409,
    fa: 'ظرفیت این رویداد کافی نیست.',
    en: 'Not enough seats left',
  },
  EVENT_CAPACITY_BELOW_SOLD: {
    status: 409,
    fa: 'ظرفیت نمی‌تواند کمتر از تعداد بلیت‌های فروخته شده باشد.',
    en: 'Capacity below tickets sold',
  },
  EVENT_CANCELED: { status: 409, fa: 'این رویداد لغو شده است.', en: 'Event is canceled' },
  EVENT_PAYMENT_NOT_ALLOWED: {
    status: 400,
    fa: 'این روش پرداخت در این شعبه فعال نیست.',
    en: 'Payment type not allowed here',
  },
  EVENT_TICKET_NOT_FOUND: { status: 404, fa: 'بلیت مورد نظر یافت نشد.', en: 'Ticket not found' },
  EVENT_TICKET_NOT_PAID: { status: 409, fa: 'این بلیت پرداخت نشده است.', en: 'Ticket is not paid' },
  EVENT_TICKET_CANCELED: { status: 409, fa: 'این بلیت لغو شده است.', en: 'Ticket is canceled' },
  EVENT_TICKET_ALREADY_CHECKED_IN: {
    status: 409,
    fa: 'این بلیت قبلا پذیرش شده است.',
    en: 'Ticket already checked in',
  },
  EVENT_CANCEL_CUTOFF: {
    status: 409,
    fa: 'مهلت لغو بلیت این رویداد گذشته است.',
    en: 'Cancel cut-off has passed',
  },
  EVENT_TICKET_USED: { status: 409, fa: 'بلیت پذیرش شده را نمی‌توان لغو کرد.', en: 'Checked-in ticket' },
  TEACHER_NOT_FOUND: { status: 404, fa: 'مدرس مورد نظر یافت نشد.', en: 'Teacher not found' },
  TEACHER_USER_NOT_FOUND: {
    status: 404,
    fa: 'کاربری با این شماره یافت نشد.',
    en: 'No user with this phone',
  },
  TEACHER_USER_TAKEN: {
    status: 409,
    fa: 'این کاربر به مدرس دیگری متصل است.',
    en: 'User is linked to another teacher',
  },
  CERTIFICATE_NOT_FOUND: { status: 404, fa: 'گواهی‌نامه‌ای با این کد یافت نشد.', en: 'Certificate not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
