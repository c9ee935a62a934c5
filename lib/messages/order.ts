/** Persian copy for the order board's cancel reason, and live filter (issue 16). */
export const CANCEL_REASON_TEXT = {
  required: 'برای لغو سفارش، دلیل آن را بنویسید.',
  tooLong: 'دلیل لغو حداکثر ۳۰۰ نویسه است.',
  label: 'دلیل لغو (به مشتری نمایش داده می‌شود)',
  placeholder: 'مثلاً: تمام شدن مواد اولیه',
  quick: ['تمام شدن مواد', 'شلوغی بیش از حد', 'تعطیلی زودتر شعبه', 'درخواست مشتری'] as readonly string[],
  shown: 'دلیل لغو',
} as const;

export const BOARD_FILTER_TEXT = {
  live: 'سفارش‌های جاری',
  closed: 'تحویل‌شده و لغوشده',
} as const;
