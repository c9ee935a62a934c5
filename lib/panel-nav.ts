import type { AccessFlag } from '@/lib/permissions';

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
  { flag: 'orders', path: 'orders', label: 'سفارش‌های شعبه' },
  { flag: 'vouchers', path: 'voucher', label: 'کدهای تخفیف' },
  { flag: 'bundles', path: 'bundle', label: 'بسته‌ها' },
  { flag: 'support', path: 'onCall', label: 'زمان‌های پشتیبانی آنکال' },
  { flag: 'orders', path: 'survey', label: 'نظرسنجی' },
];

export interface ChainTool {
  flag: AccessFlag;
  href: string;
  label: string;
}

/** Chain-wide tools, each shown to those who hold its permission. */
export const CHAIN_TOOLS: ChainTool[] = [
  { flag: 'support', href: '/panel/ticket', label: 'میز پشتیبانی' },
  { flag: 'blog', href: '/panel/blog', label: 'بلاگ' },
  { flag: 'faq', href: '/panel/addFaq', label: 'سوالات متداول' },
  { flag: 'aboutUs', href: '/panel/aboutUs', label: 'درباره ما' },
  { flag: 'tags', href: '/panel/tags', label: 'برچسب‌ها' },
  { flag: 'referral', href: '/panel/referralPolicy', label: 'سیاست دعوت دوستان' },
];
