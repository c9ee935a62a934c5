/** Error codes of the bundle area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const BUNDLE_ERRORS = {
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
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
