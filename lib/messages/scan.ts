/** Error codes of the scanner. */
export const SCAN_ERRORS = {
  SCAN_UNKNOWN: { status: 404, fa: 'این کد به سفارش، بسته یا کد تخفیفی در این مجموعه تعلق ندارد.', en: 'Unknown code' },
  BUNDLE_NOT_REDEEMABLE: {
    status: 409,
    fa: 'این بسته فعال نیست یا مهلت استفاده از آن گذشته است.',
    en: 'Bundle cannot be redeemed',
  },
  BUNDLE_ITEM_USED_UP: { status: 409, fa: 'واحدی از این آیتم در بسته باقی نمانده است.', en: 'No units left' },
} as const;
