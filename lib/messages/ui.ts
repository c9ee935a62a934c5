/**
 * Copy the browser shows (re-exported by ./index): its own module, so client code importing it does not
 * carry every error text the server sends.
 */

/** Client-side copy from section 8 of the spec. */
export const UI_ERRORS = {
  unknown: 'خطای ناشناخته',
  generic: 'مشکلی رخ داده است. لطفا مجددا تلاش کنید',
  priceCalc: 'خطایی رخ داده است',
  errorTitleFa: 'خطا',
  errorTitleEn: 'Error',
  storeErrorTitle: 'خطا!',
  close: 'بستن',
  changeOrderStatus: 'خطا در تغییر وضعیت سفارش',
  noResponse: 'پاسخی از سمت سرور دریافت نشد. لطفاً اتصال خود را بررسی کنید.',
  serverSide: 'خطایی در سمت سرور رخ داده است.',
} as const;

export const ORDER_STATUS_LABELS: Record<string, string> = {
  awaitingPayment: 'در انتظار پرداخت',
  new: 'ثبت شده',
  accepted: 'تایید شده',
  preparing: 'در حال آماده‌سازی',
  ready: 'آماده تحویل',
  delivered: 'تحویل داده شد',
  canceled: 'لغو شده',
};

export const ORDER_TYPE_LABELS: Record<string, string> = {
  inHall: 'سالن',
  takeAway: 'بیرون‌بر',
  delivery: 'ارسال',
};

export const PAYMENT_BY_LABELS: Record<string, string> = {
  pos: 'پرداخت در محل',
  wallet: 'کیف پول',
  bank: 'درگاه بانکی',
  hybrid: 'کیف پول و درگاه بانکی',
  credit: 'اعتبار پلن',
};
