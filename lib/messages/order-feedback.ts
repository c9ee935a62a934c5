/** Persian copy of the order cancel/reorder/rating and the survey (issue 16, /survey of 13). */
export const ORDER_ACTION_TEXT = {
  cancelOwn: 'لغو سفارش',
  cancelConfirmTitle: 'لغو سفارش',
  cancelConfirm: 'این سفارش لغو شود؟ مبلغ پرداخت‌شدهٔ آنلاین به کیف پول شما برمی‌گردد.',
  cancelYes: 'لغو سفارش',
  cancelNo: 'انصراف',
  canceled: 'سفارش لغو شد.',
  cancelTooLate: 'سفارش پذیرفته شده است و دیگر نمی‌توانید آن را لغو کنید. برای لغو با شعبه تماس بگیرید.',
  reorder: 'سفارش دوباره',
  reordered: 'اقلام این سفارش به سبد خرید اضافه شد.',
  reorderSkipped: (n: string) => `${n} قلم در منوی فعلی نبود یا تمام شده بود و اضافه نشد.`,
  reorderNone: 'هیچ‌کدام از اقلام این سفارش اکنون در منو موجود نیست.',
} as const;

export const RATING_TEXT = {
  title: 'نظر شما دربارهٔ این سفارش',
  scoreLabel: 'امتیاز',
  comment: 'توضیحات (اختیاری)',
  commentPlaceholder: 'تجربهٔ خود را بنویسید',
  commentMax: 'توضیحات حداکثر ۵۰۰ حرف است.',
  scoreRequired: 'امتیازی بین ۱ تا ۵ انتخاب کنید.',
  submit: 'ثبت نظر',
  thanks: 'نظر شما ثبت شد. سپاس!',
  notDelivered: 'فقط سفارش تحویل‌شده را می‌توان ارزیابی کرد.',
  already: 'نظر شما برای این سفارش قبلا ثبت شده است.',
  yourRating: 'نظر ثبت‌شدهٔ شما',
  pageTitle: 'نظرسنجی سفارش',
  surveyNav: 'نظرسنجی',
  average: 'میانگین امتیاز',
  count: 'تعداد نظرها',
  colOrder: 'سفارش',
  colCustomer: 'مشتری',
  colScore: 'امتیاز',
  colComment: 'توضیحات',
  colDate: 'تاریخ',
  empty: 'هنوز نظری ثبت نشده است.',
  emptyHint: 'پس از تحویل هر سفارش، پیامکی با پیوند نظرسنجی برای مشتری فرستاده می‌شود.',
} as const;

/** The customer's SMS texts (no codes or secrets in them). */
export const ORDER_SMS = {
  ready: (n: string, branch: string, link: string) => `سفارش شماره ${n} شما در ${branch} آماده است.\nپیگیری: ${link}`,
  canceled: (n: string, branch: string, byCustomer: boolean, refund: string | null, reason: string | null = null) =>
    `سفارش شماره ${n} شما در ${branch} ${byCustomer ? 'به درخواست شما' : 'از سوی شعبه'} لغو شد.${reason ? `\nدلیل: ${reason}` : ''}${refund ? `\nمبلغ ${refund} به کیف پول شما برگشت.` : ''}`,
  survey: (n: string, branch: string, link: string) =>
    `سفارش شماره ${n} شما در ${branch} تحویل شد. نظرتان برای ما مهم است:\n${link}`,
} as const;
