/** Error codes of the money area: HTTP status and Persian/English text (merged into ERRORS in lib/messages.ts). */
export const MONEY_ERRORS = {
  WALLET_INSUFFICIENT: { status: 409, fa: 'موجودی کیف پول کافی نیست.', en: 'Insufficient wallet balance' },
  WALLET_AMOUNT_INVALID: { status: 400, fa: 'مبلغ وارد شده معتبر نیست.', en: 'Invalid amount' },
  WALLET_SELF_MOVE: {
    status: 403,
    fa: 'شارژ یا برداشت از کیف پول خودتان مجاز نیست؛ این کار را باید مدیر دیگری انجام دهد.',
    en: 'Staff cannot move money in their own wallet',
  },
  MONEY_USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },

  PAYMENT_NOT_FOUND: { status: 404, fa: 'پرداخت مورد نظر یافت نشد.', en: 'Payment not found' },
  PAYMENT_CALLBACK_INVALID: {
    status: 400,
    fa: 'اطلاعات بازگشتی از درگاه با این پرداخت مطابقت ندارد.',
    en: 'Callback does not match the payment',
  },
  PAYMENT_GATEWAY_ERROR: {
    status: 502,
    fa: 'اتصال به درگاه بانکی برقرار نشد. لطفا دوباره تلاش کنید.',
    en: 'Bank gateway unavailable',
  },
  PAYMENT_NOT_RETRYABLE: { status: 409, fa: 'این سفارش در انتظار پرداخت نیست.', en: 'Order is not awaiting payment' },
  PAYMENT_EXPIRED: { status: 409, fa: 'مهلت پرداخت این سفارش به پایان رسیده است.', en: 'Payment time is over' },

  VOUCHER_NOT_FOUND: { status: 404, fa: 'کد تخفیف وارد شده معتبر نیست.', en: 'Voucher not found' },
  VOUCHER_INACTIVE: { status: 409, fa: 'این کد تخفیف فعال نیست.', en: 'Voucher is not active' },
  VOUCHER_NOT_STARTED: {
    status: 409,
    fa: 'زمان استفاده از این کد تخفیف هنوز نرسیده است.',
    en: 'Voucher not started yet',
  },
  VOUCHER_EXPIRED: { status: 409, fa: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.', en: 'Voucher expired' },
  VOUCHER_USED_UP: {
    status: 409,
    fa: 'ظرفیت استفاده از این کد تخفیف تکمیل شده است.',
    en: 'Voucher usage limit reached',
  },
  VOUCHER_USER_LIMIT: {
    status: 409,
    fa: 'سقف استفاده شما از این کد تخفیف تکمیل شده است.',
    en: 'Per-user voucher limit reached',
  },
  VOUCHER_MIN_PRICE: {
    status: 409,
    fa: 'مبلغ سفارش به حداقل لازم برای این کد تخفیف نمی‌رسد.',
    en: 'Order below the voucher minimum',
  },
  VOUCHER_NOT_APPLICABLE: {
    status: 409,
    fa: 'این کد تخفیف شامل آیتم‌های سبد خرید شما نمی‌شود.',
    en: 'Voucher does not apply to this cart',
  },
  VOUCHER_NOT_FOR_USER: {
    status: 403,
    fa: 'این کد تخفیف برای حساب شما تعریف نشده است.',
    en: 'Voucher is not for this user',
  },
  VOUCHER_WRONG_PROVIDER: {
    status: 409,
    fa: 'این کد تخفیف مربوط به شعبه دیگری است.',
    en: 'Voucher belongs to another provider',
  },
  VOUCHER_CODE_TAKEN: { status: 409, fa: 'این کد تخفیف قبلا ثبت شده است.', en: 'Voucher code already exists' },
  VOUCHER_SCOPE_MISMATCH: {
    status: 409,
    fa: 'محدوده این کد تخفیف با این مورد سازگار نیست.',
    en: 'Voucher scope mismatch',
  },
  VOUCHER_TARGET_NOT_FOUND: {
    status: 404,
    fa: 'مورد انتخاب شده در منوی این شعبه یافت نشد.',
    en: 'Voucher target not found',
  },

  BUNDLE_NOT_FOUND: { status: 404, fa: 'بسته مورد نظر یافت نشد.', en: 'Bundle not found' },
  BUNDLE_INACTIVE: { status: 409, fa: 'این بسته در حال حاضر قابل خرید نیست.', en: 'Bundle is not on sale' },
  BUNDLE_PRICE_INVALID: {
    status: 400,
    fa: 'قیمت بسته باید کمتر از مجموع قیمت اقلام آن باشد.',
    en: 'Bundle price must be below its parts',
  },
  BUNDLE_PAYMENT_NOT_ALLOWED: {
    status: 400,
    fa: 'این روش پرداخت برای خرید بسته در این شعبه فعال نیست.',
    en: 'Payment type not allowed for bundles here',
  },

  GIFT_TARGET_REQUIRED: { status: 400, fa: 'لطفا کاربر مورد نظر را انتخاب کنید', en: 'Gift recipient required' },
  GIFT_PHONE_INVALID: { status: 400, fa: 'شماره تلفن وارد شده صحیح نمی باشد', en: 'Invalid recipient phone' },
  GIFT_SELF: { status: 400, fa: 'نمی‌توانید به خودتان هدیه بدهید.', en: 'Cannot gift yourself' },
  GIFT_USER_NOT_FOUND: { status: 404, fa: 'کاربری پیدا نشد.', en: 'Recipient not found' },

  REFERRAL_NOT_FOUND: { status: 404, fa: 'سیاست دعوت مورد نظر یافت نشد.', en: 'Referral policy not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
