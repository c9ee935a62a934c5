import { z } from 'zod';
import type { OrderView } from './order';
import type { UserBundleView } from './bundle';
import type { VoucherView } from './voucher';
import type { ReservationView } from './space/booking';
import { ZDayInput, ZId, ZPaging } from './common';
import { normalizeIban } from '../iban';
import { OFFICE_TEXT } from '../messages-office';

const ZTitle = z
  .string({ error: OFFICE_TEXT.titleRequired })
  .trim()
  .min(1, { error: OFFICE_TEXT.titleRequired })
  .max(120);

// ---- Bank accounts ------------------------------------------------------------------------------

export const ZBankAccountAdd = z.object({
  title: ZTitle,
  ownerName: z
    .string({ error: OFFICE_TEXT.ownerRequired })
    .trim()
    .min(1, { error: OFFICE_TEXT.ownerRequired })
    .max(120),
  bankName: z.string().trim().max(60).optional().default(''),
  iban: z.string({ error: OFFICE_TEXT.ibanInvalid }).transform((raw, ctx) => {
    const iban = normalizeIban(raw);
    if (!iban) {
      ctx.addIssue({ code: 'custom', message: OFFICE_TEXT.ibanInvalid });
      return z.NEVER;
    }
    return iban;
  }),
});
export type TBankAccountAdd = z.input<typeof ZBankAccountAdd>;
export const ZBankAccountRemove = z.object({ bankAccountId: ZId });

export interface BankAccountView {
  _id: string;
  title: string;
  ownerName: string;
  bankName: string;
  iban: string;
  createdAt: string;
}

// ---- Short links --------------------------------------------------------------------------------

/**
 * Control characters (C0, DEL, C1). Browsers drop a tab or newline inside a URL, so `/\t/evil.example`
 * would be followed as `//evil.example`, and a newline cannot go into a Location header at all.
 */
const CONTROL_CHAR = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Whether a short link may redirect to `v`: a path inside this site ("/menu/...") or an absolute https
 * address; never javascript: or data:, never another host through `//` or `\`, never a control
 * character anywhere. The /l/{code} page checks a stored target again before following it.
 */
export function isSafeShortLinkTarget(v: string): boolean {
  if (!v || v.length > 500 || CONTROL_CHAR.test(v)) return false;
  return (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) || /^https:\/\/[^\s/]+(\/\S*)?$/i.test(v);
}

/** A short link's target (see isSafeShortLinkTarget); control characters are refused before trimming too. */
export const ZShortLinkTarget = z
  .string({ error: OFFICE_TEXT.targetInvalid })
  .refine((v) => !CONTROL_CHAR.test(v), { error: OFFICE_TEXT.targetInvalid })
  .trim()
  .min(1, { error: OFFICE_TEXT.targetInvalid })
  .max(500)
  .refine(isSafeShortLinkTarget, { error: OFFICE_TEXT.targetInvalid });

/** Stored in lower case, so /l/Menu and /l/menu are one link. */
export const ZShortLinkCode = z
  .string({ error: OFFICE_TEXT.codeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, { error: OFFICE_TEXT.codeInvalid })
  .transform((v) => v.toLowerCase());

export const ZShortLinkAdd = z.object({
  title: ZTitle,
  code: ZShortLinkCode,
  target: ZShortLinkTarget,
  active: z.boolean().optional().default(true),
});
export type TShortLinkAdd = z.input<typeof ZShortLinkAdd>;
export const ZShortLinkEdit = ZShortLinkAdd.partial().extend({ shortLinkId: ZId });
export type TShortLinkEdit = z.input<typeof ZShortLinkEdit>;
export const ZShortLinkRemove = z.object({ shortLinkId: ZId });
export const ZShortLinkListQuery = z.object({ paging: ZPaging(100), text: z.string().trim().max(60).optional() });

export interface ShortLinkView {
  _id: string;
  code: string;
  title: string;
  target: string;
  active: boolean;
  visits: number;
  registrations: number;
  createdAt: string;
}

export interface ShortLinkUserView {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string;
  createdAt: string;
}

/** The public path of a short link. */
export const shortLinkPath = (code: string) => `/l/${code}`;

// ---- The chain's life feed ----------------------------------------------------------------------

export const ZLifePostFields = z.object({
  title: ZTitle,
  body: z.string().trim().max(2000).optional().default(''),
  happenedOn: ZDayInput,
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .default(true)
    .transform((v) => v === true || v === 'true'),
});
export const ZLifePostAdd = ZLifePostFields;
export const ZLifePostEdit = ZLifePostFields.partial().extend({
  lifePostId: ZId,
  removeImage: z.enum(['true', 'false']).optional(),
});
export const ZLifePostRemove = z.object({ lifePostId: ZId });
export const ZLifeListQuery = z.object({ paging: ZPaging(20) });

export interface LifePostView {
  _id: string;
  title: string;
  body: string;
  image: string | null;
  /** YYYY-MM-DD */
  happenedOn: string;
  published: boolean;
}

// ---- The scanner --------------------------------------------------------------------------------

export const ZScanResolveQuery = z.object({
  code: z.string({ error: 'کدی وارد نشده است.' }).trim().min(1, { error: 'کدی وارد نشده است.' }).max(80),
});
export const ZBundleRedeem = z.object({
  userBundleId: ZId,
  itemId: ZId,
  /** One per tap: a retried request with the same key is not a second unit. */
  clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'شناسه درخواست نامعتبر است.' }),
});

/** What GET /v1/scan/resolve answers. */
export type ScanResult =
  | {
      kind: 'order';
      order: OrderView;
      canDeliver: boolean;
      /** A room or desk booking: checked in (POST /v1/order/space/checkin), never delivered (issue 21 D05). */
      booking?: ReservationView & { canCheckIn: boolean };
    }
  | { kind: 'bundle'; bundle: UserBundleView; customerName: string; canRedeem: boolean }
  | { kind: 'voucher'; voucher: VoucherView };
