/** Error codes of an instance that cannot serve now (merged into ERRORS in lib/messages/index.ts). */
export const INSTANCE_ERRORS = {
  NOT_READY: {
    status: 503,
    fa: 'سرور در این لحظه آماده پاسخ نیست. لطفا چند لحظه دیگر دوباره تلاش کنید.',
    en: 'Service not ready',
  },
} as const;
