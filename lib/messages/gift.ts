/** Error codes of the gift area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const GIFT_ERRORS = {
  GIFT_TARGET_REQUIRED: { status: 400, fa: 'لطفا کاربر مورد نظر را انتخاب کنید', en: 'Gift recipient required' },
  GIFT_PHONE_INVALID: { status: 400, fa: 'شماره تلفن وارد شده صحیح نمی باشد', en: 'Invalid recipient phone' },
  GIFT_SELF: { status: 400, fa: 'نمی‌توانید به خودتان هدیه بدهید.', en: 'Cannot gift yourself' },
  GIFT_USER_NOT_FOUND: { status: 404, fa: 'کاربری پیدا نشد.', en: 'Recipient not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
