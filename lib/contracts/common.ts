import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { toE164 } from '../phone';
import { ERRORS } from '../messages';
import { tehranDayStart } from '../jalali';

/** A database id as sent on the wire (`_id`). */
export const ZId = z
  .string()
  .trim()
  .min(1, { error: 'شناسه نامعتبر است.' })
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'شناسه نامعتبر است.' });

/** A phone in any accepted spelling, parsed to E.164; Persian messages for missing and invalid. */
export const ZPhone = z
  .string({ error: ERRORS.PHONE_REQUIRED.fa })
  .trim()
  .min(1, { error: ERRORS.PHONE_REQUIRED.fa })
  .transform((raw, ctx) => {
    const e164 = toE164(raw);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: ERRORS.PHONE_INVALID.fa });
      return z.NEVER;
    }
    return e164;
  });

/** `{page}-{size}` path segment; page from 1; size capped by `maxSize`. */
export function parsePaging(segment: string | undefined, maxSize: number): { page: number; size: number } | null {
  const m = /^(\d{1,6})-(\d{1,4})$/.exec(toLatinDigits(segment ?? ''));
  if (!m) return null;
  const page = Number(m[1]);
  const size = Number(m[2]);
  if (page < 1 || size < 1) return null;
  return { page, size: Math.min(size, maxSize) };
}

export const ZPaging = (maxSize: number) =>
  z.string().transform((s, ctx) => {
    const p = parsePaging(s, maxSize);
    if (!p) {
      ctx.addIssue({ code: 'custom', message: 'شماره صفحه نامعتبر است.' });
      return z.NEVER;
    }
    return p;
  });

/**
 * A day from a date input (components/ui/date), as YYYY-MM-DD: required, and a day that exists (the
 * input reports text that names no day as a non-date).
 */
export const ZDayInput = z
  .string({ error: 'تاریخ را وارد کنید.' })
  .min(1, { error: 'تاریخ را وارد کنید.', abort: true })
  .refine((v) => tehranDayStart(v) !== null, { error: 'تاریخ وارد شده معتبر نیست.' });
