/** Error codes and field messages of the life posts (merged into ERRORS in lib/messages/index.ts). */
export const LIFE_ERRORS = {
  LIFE_POST_NOT_FOUND: { status: 404, fa: 'رویداد مورد نظر یافت نشد.', en: 'Life post not found' },
} as const;

export const LIFE_TEXT = {
  titleRequired: 'عنوان را وارد کنید.',
  dateRequired: 'تاریخ را انتخاب کنید.',
} as const;
