/** Error codes of the FAQ area (its categories reuse NAME_EXISTS of lib/messages/blog.ts): HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const FAQ_ERRORS = {
  FAQ_FIELDS_REQUIRED: {
    status: 400,
    fa: 'تمامی مقادیر (شناسه، سوال، جواب) باید ارسال شوند.',
    en: 'faqId, question and answer are required',
  },
  FAQ_NOT_FOUND: { status: 404, fa: 'سوال مورد نظر یافت نشد.', en: 'FAQ not found' },
  FAQ_CATEGORY_NOT_FOUND: { status: 404, fa: 'دسته‌بندی مورد نظر یافت نشد.', en: 'FAQ category not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** The spec's FAQ failure texts (section 8), shown when the server sends no message of its own. */
export const FAQ_UI_ERRORS = {
  unknown: 'خطای نامشخص',
  remove: 'خطای نامشخص در حذف سوال',
  edit: 'خطای نامشخص در ویرایش سوال',
  load: 'خطا در دریافت داده‌ها',
  categories: 'خطا در دریافت لیست دسته‌بندی‌ها',
  categoryAdd: 'خطا در افزودن دسته‌بندی',
  categoryEdit: 'خطا در ویرایش دسته‌بندی',
  categoryRemove: 'خطا در حذف دسته‌بندی',
} as const;
