import { z } from 'zod';
import { ZId, ZPaging } from './common';
import { SHORT_LINK_TEXT } from '../messages/short-link';

/** The head office's short links (/l/{code}, /panel/short-links). */
const ZTitle = z
  .string({ error: SHORT_LINK_TEXT.titleRequired })
  .trim()
  .min(1, { error: SHORT_LINK_TEXT.titleRequired })
  .max(120);

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
  .string({ error: SHORT_LINK_TEXT.targetInvalid })
  .refine((v) => !CONTROL_CHAR.test(v), { error: SHORT_LINK_TEXT.targetInvalid })
  .trim()
  .min(1, { error: SHORT_LINK_TEXT.targetInvalid })
  .max(500)
  .refine(isSafeShortLinkTarget, { error: SHORT_LINK_TEXT.targetInvalid });

/** Stored in lower case, so /l/Menu and /l/menu are one link. */
export const ZShortLinkCode = z
  .string({ error: SHORT_LINK_TEXT.codeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, { error: SHORT_LINK_TEXT.codeInvalid })
  .transform((v) => v.toLowerCase());

export const ZShortLinkAdd = z.object({
  title: ZTitle,
  code: ZShortLinkCode,
  target: ZShortLinkTarget,
  active: z.boolean().optional().default(true),
});
export type ShortLinkAddInput = z.input<typeof ZShortLinkAdd>;
export const ZShortLinkEdit = ZShortLinkAdd.partial().extend({ shortLinkId: ZId });
export type ShortLinkEditInput = z.input<typeof ZShortLinkEdit>;
export const ZShortLinkRemove = z.object({ shortLinkId: ZId });
export type ShortLinkRemoveInput = z.input<typeof ZShortLinkRemove>;
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

export interface ShortLinkListView {
  shortLinks: ShortLinkView[];
  total: number;
}

export interface ShortLinkUserListView {
  users: ShortLinkUserView[];
  total: number;
}

/** The public path of a short link. */
export const shortLinkPath = (code: string) => `/l/${code}`;
