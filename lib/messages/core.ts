/** Error codes the services throw, with their HTTP status and Persian/English text. */
export const CORE_ERRORS = {
  BAD_INPUT: { status: 400, fa: 'اطلاعات ارسال شده معتبر نیست.', en: 'Invalid input' },
  UNAUTHORIZED: { status: 401, fa: 'لطفا ابتدا وارد حساب کاربری خود شوید.', en: 'Login required' },
  FORBIDDEN: { status: 403, fa: 'شما اجازه دسترسی به این بخش را ندارید.', en: 'Forbidden' },
  NOT_FOUND: { status: 404, fa: 'موردی یافت نشد.', en: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, fa: 'این نوع درخواست پشتیبانی نمی‌شود.', en: 'Method not allowed' },
  CONFLICT: { status: 409, fa: 'این اطلاعات قبلا ثبت شده است.', en: 'Conflict' },
  TOO_MANY_REQUESTS: {
    status: 429,
    fa: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.',
    en: 'Too many requests',
  },
  SERVER_ERROR: { status: 500, fa: 'مشکلی رخ داده است. لطفا مجددا تلاش کنید', en: 'Internal server error' },

  UPLOAD_EMPTY: { status: 400, fa: 'فایلی انتخاب نشده است.', en: 'No file' },
  UPLOAD_TOO_LARGE: { status: 413, fa: 'حجم فایل بیش از ۱۰ مگابایت است.', en: 'File too large' },
  UPLOAD_TYPE: { status: 415, fa: 'فقط تصویر (PNG، JPEG، WebP) یا PDF پذیرفته می‌شود.', en: 'Unsupported file type' },

  PROVIDER_NOT_FOUND: { status: 404, fa: 'شعبه مورد نظر یافت نشد.', en: 'Provider not found' },
  ITEM_NOT_FOUND: { status: 404, fa: 'آیتم مورد نظر یافت نشد.', en: 'Item not found' },
  ORDER_NOT_FOUND: { status: 404, fa: 'سفارش مورد نظر یافت نشد.', en: 'Order not found' },
  ITEM_OVER_LIMIT: { status: 409, fa: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', en: 'item went over limit' },
  ITEM_NOT_IN_INVENTORY: {
    status: 409,
    fa: 'آیتم انتخاب شده در انبار موجود نیست.',
    en: 'your selected items is not in inventory',
  },
  PAYMENT_TYPE_NOT_ALLOWED: {
    status: 400,
    fa: 'این روش پرداخت در این شعبه فعال نیست.',
    en: 'Payment type not allowed for this provider',
  },
  PROVIDER_CLOSED: { status: 409, fa: 'این شعبه اکنون بسته است.', en: 'Provider is closed now' },
  ORDER_ITEM_COUNT_MAX: {
    status: 400,
    fa: 'از هر آیتم حداکثر ۹۹ عدد در یک سفارش می‌توان ثبت کرد.',
    en: 'At most 99 of one item per order',
  },
  ORDER_TOTAL_MAX: {
    status: 400,
    fa: 'مبلغ سفارش بیش از حد مجاز (۱۰۰ میلیون تومان) است.',
    en: 'Order total over the limit',
  },
  TABLE_NOT_FOUND: { status: 404, fa: 'میز مورد نظر یافت نشد.', en: 'Table not found' },
  ORDER_STATUS_INVALID: {
    status: 409,
    fa: 'تغییر وضعیت سفارش به این حالت مجاز نیست.',
    en: 'Status change not allowed',
  },
} as const;
