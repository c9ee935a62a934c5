/** Persian copy for the order board's cancel reason, live filter and the delivery fee (issue 16). */
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

export const DELIVERY_FEE_TEXT = {
  row: 'هزینه ارسال',
  fee: 'هزینه ارسال (تومان)',
  min: 'حداقل مبلغ سفارش ارسالی (تومان)',
  feeHint: 'به مبلغ هر سفارش ارسالی اضافه می‌شود. صفر یعنی رایگان.',
  minHint: 'سفارش ارسالی کمتر از این مبلغ (پیش از هزینه ارسال) پذیرفته نمی‌شود. صفر یعنی بدون حداقل.',
  belowMin: (min: string) => `حداقل مبلغ سفارش ارسالی در این شعبه ${min} است.`,
} as const;
