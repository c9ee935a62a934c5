/** Error codes of the referral area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const REFERRAL_ERRORS = {
  REFERRAL_NOT_FOUND: { status: 404, fa: 'سیاست دعوت مورد نظر یافت نشد.', en: 'Referral policy not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
