/** Persian copy of item options (issue 16). */
export const OPTION_TEXT = {
  optionUnknown: (item: string) =>
    `گزینهٔ انتخاب‌شده برای «${item}» دیگر در منو نیست. آن را از سبد خرید حذف و دوباره اضافه کنید.`,
  optionRequired: (item: string, group: string) => `برای «${item}»، «${group}» را انتخاب کنید.`,
  optionSingle: (item: string, group: string) => `برای «${item}» از «${group}» فقط یک گزینه می‌توان انتخاب کرد.`,
  groupTitle: 'عنوان گروه را بنویسید.',
  optionTitle: 'عنوان گزینه را بنویسید.',
  groupNeedsOption: 'هر گروه دست‌کم یک گزینه لازم دارد.',
  tooManyGroups: 'حداکثر ۱۰ گروه گزینه می‌توان تعریف کرد.',
  tooManyOptions: 'هر گروه حداکثر ۲۰ گزینه می‌تواند داشته باشد.',
  priceDelta: 'اختلاف قیمت باید عددی صحیح بین ۰ و ۱۰٬۰۰۰٬۰۰۰ تومان باشد.',
  noteMax: 'یادداشت هر ردیف حداکثر ۲۰۰ حرف است.',
  notePlaceholder: 'مثلا: داغ‌تر، بدون فوم',
  note: 'یادداشت برای این آیتم',
  required: 'الزامی',
  optional: 'اختیاری',
  single: 'یک گزینه',
  multiple: 'چند گزینه',
  free: 'رایگان',
  addToCart: 'افزودن به سبد',
  chooseRequired: (group: string) => `«${group}» را انتخاب کنید.`,
} as const;
