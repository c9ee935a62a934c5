/** Error codes of the blog area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const BLOG_ERRORS = {
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
  NAME_EXISTS: { status: 409, fa: 'دسته‌بندی با این نام وجود دارد.', en: 'A category with this name exists' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
