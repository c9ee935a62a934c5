import { z } from 'zod';
import { toLatinDigits } from '../digits';

/** Whole toman, also when typed with Persian digits or thousand separators. */
export const toman = (opts: { min: number; max: number; required: string; range: string }) =>
  z.preprocess(
    // An empty field is a missing amount (the 'required' text), not zero.
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))) : v,
    z
      .number({ error: opts.required })
      .int({ error: opts.range })
      .min(opts.min, { error: opts.range })
      .max(opts.max, { error: opts.range }),
  );

export const PRICE_TEXT = 'مبلغ وارد شده معتبر نیست.';
export const MAX_TOMAN = 500_000_000;

/** A client-made key that makes a money request safe to send twice. */
export const ZRequestKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/);

export const REQUEST_KEY_TEXT =
  'شناسه درخواست ارسال نشده یا معتبر نیست. لطفا صفحه را دوباره باز کنید و دوباره تلاش کنید.';
/** The same key where it is required (staff moving money): missing or malformed is a Persian 400. */
export const ZRequiredRequestKey = z
  .string({ error: REQUEST_KEY_TEXT })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: REQUEST_KEY_TEXT });
