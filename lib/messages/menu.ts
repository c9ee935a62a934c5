/** Error codes and copy of the branch panel's menu management (merged into ERRORS in lib/messages/index.ts). */
export const MENU_ERRORS = {
  CATEGORY_NOT_FOUND: { status: 404, fa: 'دسته‌بندی مورد نظر یافت نشد.', en: 'Category not found' },
  CATEGORY_NOT_EMPTY: {
    status: 409,
    fa: 'این دسته‌بندی آیتم دارد؛ ابتدا آیتم‌های آن را حذف یا جابه‌جا کنید.',
    en: 'Category has items',
  },
  CATEGORY_TITLE_TAKEN: {
    status: 409,
    fa: 'دسته‌بندی دیگری با این نام در این شعبه هست.',
    en: 'Category title already used',
  },
  MENU_SORT_MISMATCH: {
    status: 409,
    fa: 'فهرست تغییر کرده است؛ صفحه را تازه کنید و دوباره مرتب کنید.',
    en: 'Sort list does not match',
  },
  COVER_NOT_FOUND: { status: 400, fa: 'تصویر انتخاب شده یافت نشد؛ دوباره بارگذاری کنید.', en: 'Cover not found' },
  IMAGE_INVALID: { status: 415, fa: 'فقط تصویر JPEG، PNG یا WebP سالم پذیرفته می‌شود.', en: 'Not a valid image' },
  IMAGE_TOO_BIG: { status: 400, fa: 'ابعاد تصویر بیش از حد مجاز (۲۴ مگاپیکسل) است.', en: 'Image has too many pixels' },
  INGREDIENT_NOT_FOUND: { status: 404, fa: 'ماده اولیه مورد نظر یافت نشد.', en: 'Ingredient not found' },
  INGREDIENT_IN_USE: {
    status: 409,
    fa: 'این ماده اولیه در دستور آیتم‌های منو به کار رفته است؛ ابتدا آن را از آن آیتم‌ها بردارید.',
    en: 'Ingredient is used by menu items',
  },
  INGREDIENT_TITLE_TAKEN: {
    status: 409,
    fa: 'ماده اولیه‌ای با این نام در این شعبه ثبت شده است.',
    en: 'Ingredient title already used',
  },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** What the menu screens call things. */
export const MENU_TEXT = {
  soldOut: 'تمام شد',
  removeItemTitle: 'حذف آیتم',
  removeItem: (title: string) => `آیتم «${title}» از منو حذف شود؟ سفارش‌های قبلی آن باقی می‌مانند.`,
  removeCategoryTitle: 'حذف دسته‌بندی',
  removeCategory: (title: string) => `دسته‌بندی «${title}» حذف شود؟`,
  removeIngredientTitle: 'حذف ماده اولیه',
  removeIngredient: (title: string) => `ماده اولیه «${title}» حذف شود؟`,
  lowStock: (n: string) => `${n} ماده اولیه به حد هشدار موجودی رسیده است.`,
} as const;

export const UNIT_LABELS = { gram: 'گرم', milliliter: 'میلی‌لیتر', piece: 'عدد' } as const;
