import { z } from 'zod';
import { GENDERS } from '../content-rules';
import { ERRORS } from '../messages';
import { tehranDayStart } from '../jalali';
import { ZId, ZPhone } from './common';

/** Head-office user management (issue 15): list filters, the staff view of a user, add and edit. */

const flag = z.enum(['true', 'false'], { error: 'مقدار فیلتر نامعتبر است.' }).transform((v) => v === 'true');
const day = z
  .string()
  .trim()
  .refine((v) => tehranDayStart(v) !== null, { error: 'تاریخ وارد شده معتبر نیست.' });

export const USER_SORTS = ['newest', 'oldest', 'wallet'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * Filters of the user list, the profile list and the Excel export: a search over names (Persian or
 * Latin), username and phone (any digits), state flags, and the registration days (Tehran, inclusive).
 */
export const ZUserListFilter = z.object({
  text: z.string().trim().max(60, { error: 'عبارت جستجو بیش از حد طولانی است.' }).optional(),
  active: flag.optional(),
  verified: flag.optional(),
  hidden: flag.optional(),
  /** Only users who filled their first name (a complete profile) or only those who did not. */
  complete: flag.optional(),
  staff: flag.optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(USER_SORTS, { error: 'ترتیب نامعتبر است.' }).optional(),
});
export type UserListFilter = z.output<typeof ZUserListFilter>;

/** A user as head-office staff see them. */
export interface AdminUserView {
  _id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  firstNameFa: string | null;
  lastNameFa: string | null;
  username: string | null;
  phone: string;
  email: string | null;
  gender: string | null;
  avatar: string | null;
  wallet: number;
  active: boolean;
  verified: boolean;
  hidden: boolean;
  userType: 'user' | 'superAdmin';
  /** Holds a global permission or works at a branch. */
  staff: boolean;
  membershipLevel: number;
  userLevelName: string | null;
  referralCode: string;
  reagentCode: string | null;
  createdAt: string;
}

/** One row of the profile list: the user with what they wrote about themselves. */
export interface AdminProfileView extends AdminUserView {
  bio: string;
  invitedCount: number;
}

export interface UserListPage {
  users: AdminUserView[];
  total: number;
  /** A search matched more than `total` users; only the first `total` are counted (and paged). */
  totalCapped?: boolean;
}

export interface ProfileListPage {
  users: AdminProfileView[];
  total: number;
  totalCapped?: boolean;
}

const name = (required?: string) => {
  const s = z.string().trim().max(60, { error: 'نام وارد شده بیش از حد طولانی است.' });
  return required ? s.min(1, { error: required }) : s;
};
const PERSIAN_NAME = /^[\u0600-\u06FF\u200c\s]*$/;
const faName = name().refine((v) => PERSIAN_NAME.test(v), { error: 'نام فارسی را با حروف فارسی بنویسید.' });
const email = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'ایمیل وارد شده معتبر نیست.' });

/** POST /v1/user/add: staff register someone by phone (e.g. at the counter); names are optional. */
export const ZUserAdd = z.object({
  phone: ZPhone,
  firstName: name().optional(),
  lastName: name().optional(),
  firstNameFa: faName.optional(),
  lastNameFa: faName.optional(),
  email: email.optional(),
  gender: z.enum(GENDERS, { error: 'جنسیت نامعتبر است.' }).nullable().optional(),
});
export type UserAddInput = z.output<typeof ZUserAdd>;

/** POST /v1/user/edit: the same fields for an existing user; an empty text clears the field. */
export const ZUserEdit = ZUserAdd.partial().extend({ userId: ZId });
export type UserEditInput = z.output<typeof ZUserEdit>;

export const ZUserActive = z.object({ userId: ZId, active: z.boolean({ error: ERRORS.BAD_INPUT.fa }) });
export const ZUserVerify = z.object({ userId: ZId, verified: z.boolean({ error: ERRORS.BAD_INPUT.fa }) });
export const ZUserHide = z.object({ userId: ZId, hidden: z.boolean({ error: ERRORS.BAD_INPUT.fa }) });

/** GET /v1/registered/count */
export interface RegisteredCount {
  count: number;
  today: number;
  active: number;
}

/** One row of an Excel import that was not registered, by its row number in the sheet. */
export interface ExcelRowFailure {
  row: number;
  phone: string;
  reason: string;
}

export interface ExcelRegisterResult {
  registered: number;
  failed: ExcelRowFailure[];
  /** Rows read (blank rows are skipped). */
  rows: number;
}

/** The largest workbook accepted for import. */
export const EXCEL_MAX_BYTES = 2 * 1024 * 1024;
export const EXCEL_MAX_ROWS = 5000;

/** The panel's import form: one .xlsx file of at most EXCEL_MAX_BYTES (the server checks the same). */
export const ZExcelImportForm = z.object({
  file: z
    .custom<File | null>((v) => v !== null && typeof v === 'object', { error: 'فایل اکسل را انتخاب کنید.' })
    .refine((f) => /\.xlsx$/i.test(f!.name), { error: 'فقط فایل اکسل با پسوند xlsx پذیرفته می‌شود.' })
    .refine((f) => f!.size <= EXCEL_MAX_BYTES, { error: 'حجم فایل بیش از ۲ مگابایت است.' }),
});

/** Column headers of the export and the import, in order (the import finds them by name). */
export const EXCEL_HEADERS = {
  id: 'شناسه',
  phone: 'موبایل',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  firstNameFa: 'نام (فارسی)',
  lastNameFa: 'نام خانوادگی (فارسی)',
  email: 'ایمیل',
  wallet: 'موجودی کیف پول (تومان)',
  active: 'فعال',
  verified: 'تایید شده',
  createdAt: 'تاریخ عضویت',
} as const;

/** The head-office home's "today" strip (GET /v1/panel/today); parts the viewer may not see are absent. */
export interface PanelToday {
  orders?: {
    count: number;
    revenue: number;
    open: number;
    byBranch: { providerId: string; name: string; count: number; revenue: number }[];
  };
  tickets?: { open: number; urgent: number };
  users?: { registeredToday: number; total: number };
  alerts: { kind: 'ordersWaiting' | 'ticketsWaiting' | 'itemsUnavailable'; text: string; href?: string }[];
}

// ---------------------------------------------------------------- public user (another user's view)

export type { PublicUserCard, PublicUserView } from '../content-rules';

export const ZPublicSearchQuery = z.object({ text: z.string().trim().max(60).optional(), tagId: ZId.optional() });
