/** Error codes of the about-us area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const ABOUT_US_ERRORS = {
  ABOUT_SECTION_UNKNOWN: { status: 404, fa: 'این بخش درباره ما وجود ندارد.', en: 'Unknown about-us section' },
  ABOUT_ITEM_NOT_FOUND: { status: 404, fa: 'مورد انتخاب شده یافت نشد.', en: 'About-us entry not found' },
  ABOUT_COLLEAGUE_EXISTS: { status: 409, fa: 'این کاربر قبلا به همکاران اضافه شده است.', en: 'Already a colleague' },
  ABOUT_FORM_EMPTY: { status: 400, fa: 'برای فرم یک فایل یا یک پیوند وارد کنید.', en: 'A form needs a file or a link' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
