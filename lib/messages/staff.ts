import type { AccessFlag } from '../permissions';

/**
 * Persian copy of staff management (admins, baristas, their flags) (merged into ERRORS in lib/messages/index.ts).
 * The admin messages are the spec's (section 8), word for word.
 */
export const STAFF_ERRORS = {
  ADMIN_DUPLICATE: { status: 400, fa: 'این کاربر قبلاً به‌عنوان ادمین ثبت شده است.', en: 'Admin already exists' },
  BARISTA_DUPLICATE: {
    status: 400,
    fa: 'این کاربر قبلاً به‌عنوان باریستا در این شعبه ثبت شده است.',
    en: 'Barista already exists',
  },
  ADMIN_NOT_FOUND: { status: 404, fa: 'ادمین مورد نظر یافت نشد.', en: 'Admin not found' },
  BARISTA_NOT_FOUND: { status: 404, fa: 'باریستای مورد نظر یافت نشد.', en: 'Barista not found' },
  ADMIN_REMOVE_FORBIDDEN: {
    status: 403,
    fa: 'شما اجازه حذف این ادمین را ندارید.',
    en: 'Not allowed to remove this admin',
  },
  STAFF_USER_NOT_FOUND: { status: 404, fa: 'کاربری با این شماره یافت نشد.', en: 'User not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/** UI copy the staff screens share. */
export const STAFF_UI = {
  addAdminNoResponse: 'پاسخی از سمت سرور دریافت نشد. لطفاً اتصال خود را بررسی کنید.',
  addAdminServerError: 'خطایی در سمت سرور رخ داده است.',
} as const;

/** Persian names of the permission flags (lib/permissions.ts ACCESS_FLAGS), for the flag checkboxes. */
export const ACCESS_FLAG_LABELS = {
  orders: 'سفارش‌ها',
  menu: 'منو',
  users: 'کاربران',
  wallet: 'کیف پول',
  vouchers: 'کدهای تخفیف',
  bundles: 'بسته‌ها',
  providers: 'شعبه‌ها',
  admins: 'مدیران و باریستاها',
  support: 'پشتیبانی',
  blog: 'بلاگ',
  faq: 'سوالات متداول',
  aboutUs: 'درباره ما',
  tags: 'برچسب‌ها',
  stats: 'آمار',
  shortLinks: 'لینک‌های کوتاه',
  referral: 'سیاست دعوت',
  shifts: 'شیفت‌ها',
  paymentMethods: 'روش‌های پرداخت',
  bankAccounts: 'حساب‌های بانکی',
  itemStatus: 'موجودی آیتم‌ها',
  events: 'رویدادها و آکادمی',
} as const satisfies Record<AccessFlag, string>;
