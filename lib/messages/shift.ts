/** Error codes of a branch's shifts (opening, closing, the closing count by payment method); merged into ERRORS in lib/messages/index.ts. */
export const SHIFT_ERRORS = {
  SHIFT_ALREADY_OPEN: {
    status: 409,
    fa: 'یک شیفت باز در این شعبه وجود دارد. ابتدا آن را ببندید.',
    en: 'A shift is already open',
  },
  SHIFT_NOT_OPEN: { status: 409, fa: 'شیفت بازی در این شعبه وجود ندارد.', en: 'No open shift' },
  SHIFT_NOT_FOUND: { status: 404, fa: 'شیفت مورد نظر یافت نشد.', en: 'Shift not found' },
  PAYMENT_METHOD_INVALID: { status: 400, fa: 'روش پرداخت انتخاب شده معتبر نیست.', en: 'Invalid payment method' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
