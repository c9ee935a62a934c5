/** Error codes of the content area: HTTP status and Persian/English text (merged into ERRORS in lib/messages.ts). */
export const CONTENT_ERRORS = {
  BLOG_NOT_FOUND: { status: 404, fa: 'نوشته مورد نظر یافت نشد.', en: 'Blog post not found' },
  BLOG_CATEGORY_NOT_FOUND: { status: 404, fa: 'دسته‌بندی مورد نظر یافت نشد.', en: 'Blog category not found' },
  BLOG_IMAGE_NOT_FOUND: {
    status: 400,
    fa: 'تصویر انتخاب شده یافت نشد. لطفا دوباره بارگذاری کنید.',
    en: 'Image not found',
  },
  COMMUNITY_ONLY: {
    status: 403,
    fa: 'نوشته‌های کاربران فقط در دسته «جامعه» منتشر می‌شوند.',
    en: 'Users may only post to the community category',
  },
  FAQ_FIELDS_REQUIRED: {
    status: 400,
    fa: 'تمامی مقادیر (شناسه، سوال، جواب) باید ارسال شوند.',
    en: 'faqId, question and answer are required',
  },
  FAQ_NOT_FOUND: { status: 404, fa: 'سوال مورد نظر یافت نشد.', en: 'FAQ not found' },
  FAQ_CATEGORY_NOT_FOUND: { status: 404, fa: 'دسته‌بندی مورد نظر یافت نشد.', en: 'FAQ category not found' },
  ABOUT_SECTION_UNKNOWN: { status: 404, fa: 'این بخش درباره ما وجود ندارد.', en: 'Unknown about-us section' },
  ABOUT_ITEM_NOT_FOUND: { status: 404, fa: 'مورد انتخاب شده یافت نشد.', en: 'About-us entry not found' },
  ABOUT_COLLEAGUE_EXISTS: { status: 409, fa: 'این کاربر قبلا به همکاران اضافه شده است.', en: 'Already a colleague' },
  ABOUT_FORM_EMPTY: { status: 400, fa: 'برای فرم یک فایل یا یک پیوند وارد کنید.', en: 'A form needs a file or a link' },
  USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },
  USERNAME_TAKEN: { status: 409, fa: 'این نام کاربری قبلا انتخاب شده است.', en: 'Username is taken' },
  TAG_NOT_FOUND: { status: 404, fa: 'برچسب مورد نظر یافت نشد.', en: 'Tag not found' },
  TAG_EXISTS: { status: 409, fa: 'برچسبی با این نام وجود دارد.', en: 'Tag exists' },
  NAME_EXISTS: { status: 409, fa: 'دسته‌بندی با این نام وجود دارد.', en: 'A category with this name exists' },
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
