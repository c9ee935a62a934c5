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
