/**
 * Every Persian string the server sends, and the shared UI copy, in one place.
 * Texts quoted by the specification are copied from it word for word.
 */

import { TICKET_ERRORS } from './ticket';
import { BLOG_ERRORS } from './blog';
import { FAQ_ERRORS } from './faq';
import { ABOUT_US_ERRORS } from './about-us';
import { TAG_ERRORS } from './tag';
import { PROFILE_ERRORS } from './profile';
import { AUTH_ERRORS } from './auth';
import { USERS_ERRORS } from './users';
import { WALLET_ERRORS } from './wallet';
import { PAYMENT_ERRORS } from './payment';
import { VOUCHER_ERRORS } from './voucher';
import { BUNDLE_ERRORS } from './bundle';
import { ACADEMY_ERRORS } from './academy';
import { GIFT_ERRORS } from './gift';
import { REFERRAL_ERRORS } from './referral';
import { SECURITY_ERRORS } from './security';
import { MENU_ERRORS } from './menu';
import { PROVIDER_ERRORS } from './provider';
import { STAFF_ERRORS } from './staff';
import { SHIFT_ERRORS } from './shift';
import { SHORT_LINK_ERRORS } from './short-link';
import { BANK_ACCOUNT_ERRORS } from './bank-account';
import { LIFE_ERRORS } from './life';
import { SCAN_ERRORS } from './scan';
import { SPACE_ERRORS } from './space';
import { INSTANCE_ERRORS } from './instance';
import { TAB_ERRORS } from './tab';
import { COWORK_ERRORS } from './cowork';
import { PLAN_ERRORS } from './plan';

export { uploadTooLargeFa } from './security';

/** Error codes the services throw, with their HTTP status and Persian/English text. */
const CORE_ERRORS = {
  BAD_INPUT: { status: 400, fa: 'اطلاعات ارسال شده معتبر نیست.', en: 'Invalid input' },
  UNAUTHORIZED: { status: 401, fa: 'لطفا ابتدا وارد حساب کاربری خود شوید.', en: 'Login required' },
  FORBIDDEN: { status: 403, fa: 'شما اجازه دسترسی به این بخش را ندارید.', en: 'Forbidden' },
  NOT_FOUND: { status: 404, fa: 'موردی یافت نشد.', en: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, fa: 'این نوع درخواست پشتیبانی نمی‌شود.', en: 'Method not allowed' },
  CONFLICT: { status: 409, fa: 'این اطلاعات قبلا ثبت شده است.', en: 'Conflict' },
  TOO_MANY_REQUESTS: {
    status: 429,
    fa: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.',
    en: 'Too many requests',
  },
  SERVER_ERROR: { status: 500, fa: 'مشکلی رخ داده است. لطفا مجددا تلاش کنید', en: 'Internal server error' },

  UPLOAD_EMPTY: { status: 400, fa: 'فایلی انتخاب نشده است.', en: 'No file' },
  UPLOAD_TOO_LARGE: { status: 413, fa: 'حجم فایل بیش از ۱۰ مگابایت است.', en: 'File too large' },
  UPLOAD_TYPE: { status: 415, fa: 'فقط تصویر (PNG، JPEG، WebP) یا PDF پذیرفته می‌شود.', en: 'Unsupported file type' },

  PROVIDER_NOT_FOUND: { status: 404, fa: 'شعبه مورد نظر یافت نشد.', en: 'Provider not found' },
  ITEM_NOT_FOUND: { status: 404, fa: 'آیتم مورد نظر یافت نشد.', en: 'Item not found' },
  ORDER_NOT_FOUND: { status: 404, fa: 'سفارش مورد نظر یافت نشد.', en: 'Order not found' },
  ITEM_OVER_LIMIT: { status: 409, fa: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', en: 'item went over limit' },
  ITEM_NOT_IN_INVENTORY: {
    status: 409,
    fa: 'آیتم انتخاب شده در انبار موجود نیست.',
    en: 'your selected items is not in inventory',
  },
  PAYMENT_TYPE_NOT_ALLOWED: {
    status: 400,
    fa: 'این روش پرداخت در این شعبه فعال نیست.',
    en: 'Payment type not allowed for this provider',
  },
  PROVIDER_CLOSED: { status: 409, fa: 'این شعبه اکنون بسته است.', en: 'Provider is closed now' },
  ORDER_ITEM_COUNT_MAX: {
    status: 400,
    fa: 'از هر آیتم حداکثر ۹۹ عدد در یک سفارش می‌توان ثبت کرد.',
    en: 'At most 99 of one item per order',
  },
  ORDER_TOTAL_MAX: {
    status: 400,
    fa: 'مبلغ سفارش بیش از حد مجاز (۱۰۰ میلیون تومان) است.',
    en: 'Order total over the limit',
  },
  TABLE_NOT_FOUND: { status: 404, fa: 'میز مورد نظر یافت نشد.', en: 'Table not found' },
  ORDER_STATUS_INVALID: {
    status: 409,
    fa: 'تغییر وضعیت سفارش به این حالت مجاز نیست.',
    en: 'Status change not allowed',
  },
} as const;

export const ERRORS = {
  ...CORE_ERRORS,
  ...TICKET_ERRORS,
  ...AUTH_ERRORS,
  ...BLOG_ERRORS,
  ...FAQ_ERRORS,
  ...ABOUT_US_ERRORS,
  ...TAG_ERRORS,
  ...PROFILE_ERRORS,
  ...WALLET_ERRORS,
  ...PAYMENT_ERRORS,
  ...VOUCHER_ERRORS,
  ...BUNDLE_ERRORS,
  ...ACADEMY_ERRORS,
  ...GIFT_ERRORS,
  ...REFERRAL_ERRORS,
  ...SECURITY_ERRORS,
  ...MENU_ERRORS,
  ...PROVIDER_ERRORS,
  ...STAFF_ERRORS,
  ...SHIFT_ERRORS,
  ...USERS_ERRORS,
  ...SHORT_LINK_ERRORS,
  ...BANK_ACCOUNT_ERRORS,
  ...LIFE_ERRORS,
  ...SCAN_ERRORS,
  ...SPACE_ERRORS,
  ...INSTANCE_ERRORS,
  ...TAB_ERRORS,
  ...COWORK_ERRORS,
  ...PLAN_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

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

/** Builds the text of the login SMS. */
/** 429 answers of sign-in limits that name the wait (`minutes` already in Persian digits). */
export const AUTH_WAIT_TEXTS = {
  sms: (minutes: string) =>
    `تعداد درخواست کد برای این شماره بیش از حد مجاز است. لطفا ${minutes} دقیقه دیگر دوباره تلاش کنید.`,
  verify: (minutes: string) =>
    `تعداد کدهای نادرست برای این شماره بیش از حد مجاز است. لطفا ${minutes} دقیقه دیگر دوباره تلاش کنید.`,
};

export function smsCodeText(productName: string, code: string): string {
  return `${productName}\nکد ورود شما: ${code}\nاین کد تا ۲ دقیقه معتبر است.`;
}
