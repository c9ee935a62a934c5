/** Error codes of the ticket area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const TICKET_ERRORS = {
  TICKET_NOT_FOUND: { status: 404, fa: 'درخواست پشتیبانی مورد نظر یافت نشد.', en: 'Ticket not found' },
  TICKET_ID_REQUIRED: { status: 400, fa: 'شناسه درخواست پشتیبانی مورد نیاز است.', en: 'Ticket id is required' },
  TICKET_CLOSED: { status: 409, fa: 'این درخواست بسته شده است و دیگر تغییر نمی‌کند.', en: 'Ticket is closed' },
  TICKET_ANSWER_REQUIRED: {
    status: 400,
    fa: 'برای «پاسخ داده شده» ابتدا متن پاسخ را بنویسید.',
    en: 'An answer is required',
  },
  TICKET_STATE_FORBIDDEN: {
    status: 403,
    fa: 'شما فقط می‌توانید درخواست خود را ببندید.',
    en: 'Only closing is allowed',
  },
  TICKET_RATING_NOT_ALLOWED: {
    status: 409,
    fa: 'امتیاز پس از بسته شدن درخواست ثبت می‌شود.',
    en: 'Only a closed ticket can be rated',
  },
  TICKET_ALREADY_RATED: { status: 409, fa: 'امتیاز این درخواست قبلا ثبت شده است.', en: 'Ticket already rated' },
  TICKET_RESPONDER_INVALID: { status: 400, fa: 'کارشناس انتخاب شده عضو تیم پشتیبانی نیست.', en: 'Invalid responder' },
  TICKET_PROVIDER_INVALID: { status: 400, fa: 'شعبه انتخاب شده معتبر نیست.', en: 'Invalid provider' },
  ATTACHMENT_INVALID: {
    status: 400,
    fa: 'پیوست انتخاب شده معتبر نیست یا قبلا استفاده شده است.',
    en: 'Invalid attachment',
  },
  ATTACHMENT_NOT_FOUND: { status: 404, fa: 'پیوست مورد نظر یافت نشد.', en: 'Attachment not found' },
  USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },
  ONCALL_DUPLICATE: {
    status: 409,
    fa: 'این پشتیبان قبلا برای همین روز و شیفت ثبت شده است.',
    en: 'On-call slot exists',
  },
  ONCALL_USER_INVALID: { status: 400, fa: 'کاربر انتخاب شده عضو تیم پشتیبانی نیست.', en: 'User is not support staff' },
  ONCALL_NOT_FOUND: { status: 404, fa: 'زمان پشتیبانی مورد نظر یافت نشد.', en: 'On-call slot not found' },
  AVAILABILITY_DATE_INVALID: {
    status: 400,
    fa: 'تاریخ باید به شکل سال-ماه-روز میلادی و معتبر باشد.',
    en: 'Date must be a valid YYYY-MM-DD',
  },
  TICKET_ORDER_NOT_CUSTOMERS: {
    status: 400,
    fa: 'این سفارش متعلق به مشتری این درخواست نیست.',
    en: 'The order does not belong to the ticket customer',
  },
  AVAILABILITY_DATE_FUTURE: {
    status: 400,
    fa: 'وضعیت منو فقط برای امروز و روزهای گذشته ثبت شده است.',
    en: 'Date is in the future',
  },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** Section 8's ticket texts as the screens show them (copied word for word). */
export const TICKET_UI_ERRORS = {
  commentSend: 'خطا در ارسال نظر. لطفاً دوباره تلاش کنید.',
  commentList: 'خطا در بارگذاری نظرات. لطفاً دوباره تلاش کنید.',
  invalidResponse: 'پاسخ سرور نامعتبر است.',
  ticketIdRequired: 'شناسه درخواست پشتیبانی مورد نیاز است.',
  ticketNotFound: 'Ticket not found',
  deleteFailed: 'Failed to delete ticket',
  onCallAdd: 'عدم موفقیت در اضافه کردن زمان پشتیبانی',
  onCallRemove: 'عدم موفقیت در حذف زمان پشتیبانی آنکال',
  onCallRequest: 'مشکلی در ارسال درخواست پیش آمده است',
} as const;
