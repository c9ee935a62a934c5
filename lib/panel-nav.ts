import { can, canSomewhere, type AccessFlag } from '@/lib/permissions';
import { LIFE_PANEL_PATH } from '@/lib/client/site';

/**
 * The panel's pages in one list each, used by the panel home's cards (components/panel/order/BranchCards)
 * and by the links on top of every panel page (components/panel/PanelNav). Add a page here once.
 */
export interface BranchTool {
  flag: AccessFlag;
  /** Path under /panel/{providerId}/. */
  path: string;
  label: string;
}

/** Tools of one branch, each shown to those who hold its permission there. */
export const BRANCH_TOOLS: BranchTool[] = [
  { flag: 'orders', path: 'branchPanel', label: 'خانه شعبه' },
  { flag: 'orders', path: 'orders', label: 'سفارش‌های شعبه' },
  { flag: 'orders', path: 'counter', label: 'ثبت سفارش حضوری' },
  { flag: 'vouchers', path: 'voucher', label: 'کدهای تخفیف' },
  { flag: 'bundles', path: 'bundle', label: 'بسته‌ها' },
  { flag: 'support', path: 'onCall', label: 'زمان‌های پشتیبانی آنکال' },
  { flag: 'menu', path: 'category', label: 'دسته‌بندی‌ها' },
  { flag: 'itemStatus', path: 'items', label: 'آیتم‌های منو' },
  { flag: 'menu', path: 'ingredients', label: 'مواد اولیه' },
  { flag: 'providers', path: 'info', label: 'اطلاعات شعبه' },
  { flag: 'providers', path: 'tables', label: 'میزها و کد QR' },
  { flag: 'paymentMethods', path: 'paymentMethod', label: 'روش‌های پرداخت' },
  { flag: 'admins', path: 'admins', label: 'مدیران و باریستاها' },
  { flag: 'shifts', path: 'shift', label: 'شیفت' },
  { flag: 'stats', path: 'statPanel', label: 'آمار شعبه' },
  { flag: 'menu', path: 'spaceCategory', label: 'دسته‌بندی فضاها' },
  { flag: 'menu', path: 'spaceItems', label: 'فضاهای کار' },
  { flag: 'menu', path: 'capacityList', label: 'ظرفیت و رزروها' },
  { flag: 'orders', path: 'spaceReservations', label: 'رزروهای فضای کار' },
  { flag: 'orders', path: 'survey', label: 'نظرسنجی' },
];

export interface ChainTool {
  /** The global permission it needs; none: any staff member (the page checks per action). */
  flag?: AccessFlag;
  /** The flag held at any branch is enough (the page's calls scope the rows to the user's branches). */
  somewhere?: true;
  href: string;
  label: string;
}

/** Chain-wide tools, each shown to those who hold its permission. */
export const CHAIN_TOOLS: ChainTool[] = [
  // A branch admin works the desk for the tickets of their branch and those referred to them (issue 21 D30).
  { flag: 'support', somewhere: true, href: '/panel/ticket', label: 'میز پشتیبانی' },
  { flag: 'blog', href: '/panel/blog', label: 'بلاگ' },
  { flag: 'faq', href: '/panel/addFaq', label: 'سوالات متداول' },
  { flag: 'aboutUs', href: '/panel/aboutUs', label: 'درباره ما' },
  { flag: 'tags', href: '/panel/tags', label: 'برچسب‌ها' },
  { flag: 'referral', href: '/panel/referralPolicy', label: 'سیاست دعوت دوستان' },
  { flag: 'providers', href: '/panel/providers', label: 'شعبه‌ها' },
  { flag: 'providers', href: '/panel/addProvider', label: 'افزودن شعبه' },
  { flag: 'admins', href: '/panel/admins', label: 'مدیران' },
  { flag: 'admins', href: '/panel/barista', label: 'باریستاها' },
  { flag: 'stats', href: '/panel/stat', label: 'آمار' },
  { flag: 'stats', href: '/panel/aggregationStat', label: 'آمار تجمیعی شعبه‌ها' },
  { flag: 'stats', href: '/panel/userStat', label: 'آمار کاربران' },
  { flag: 'stats', href: '/panel/financialReport', label: 'گزارش مالی' },
  { flag: 'users', href: '/panel/users', label: 'کاربران' },
  { flag: 'users', href: '/panel/users-excel', label: 'اکسل کاربران' },
  { flag: 'bankAccounts', href: '/panel/bankAccounts', label: 'حساب‌های بانکی' },
  { flag: 'shortLinks', href: '/panel/shortLink', label: 'لینک‌های کوتاه' },
  { flag: 'aboutUs', href: LIFE_PANEL_PATH, label: 'رویدادهای مجموعه' },
  { href: '/panel/scanner', label: 'اسکن کد QR' },
  { flag: 'events', somewhere: true, href: '/panel/events', label: 'رویدادها و کارگاه‌ها' },
  { flag: 'events', somewhere: true, href: '/panel/teachers', label: 'مدرسان' },
  { flag: 'events', href: '/panel/certificates', label: 'گواهی‌ها و امضاها' },
  { flag: 'bundles', href: '/panel/plans', label: 'پلن‌های ماهانه' },
  { flag: 'providers', href: '/panel/vatRates', label: 'نرخ مالیات بر ارزش افزوده' },
];

/** Whether a panel user sees a chain tool (one without a flag: every staff member). */
export function canUseChainTool(user: Parameters<typeof can>[0], t: ChainTool): boolean {
  if (!t.flag) return true;
  return t.somewhere ? canSomewhere(user, t.flag) : can(user, t.flag);
}
