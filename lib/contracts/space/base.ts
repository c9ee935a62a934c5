import { z } from 'zod';
import { toLatinDigits } from '../../digits';
import { tehranDayStart } from '../../jalali';
import { SPACE_ERRORS } from '../../messages/space';

/** The workspace area's shared pieces: its kinds, days, hours and numbers. */
export const SPACE_TYPES = ['pool', 'resource'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

/** A day as YYYY-MM-DD or YYYY/MM/DD (Persian digits allowed), normalised to YYYY-MM-DD; anything else is refused in Persian. */
export function parseSpaceDate(raw: string): string | null {
  const m = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(toLatinDigits(raw.trim()));
  if (!m) return null;
  const iso = `${m[1]}-${m[3]}-${m[4]}`;
  return tehranDayStart(iso) ? iso : null;
}

export const ZSpaceDate = z.string({ error: SPACE_ERRORS.SPACE_DATE_INVALID.fa }).transform((raw, ctx) => {
  const iso = parseSpaceDate(raw);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: SPACE_ERRORS.SPACE_DATE_INVALID.fa });
    return z.NEVER;
  }
  return iso;
});

export const ZHour = (min: number, max: number) =>
  z.coerce
    .number({ error: 'ساعت نامعتبر است.' })
    .int({ error: 'ساعت باید عدد صحیح باشد.' })
    .min(min, { error: 'ساعت نامعتبر است.' })
    .max(max, { error: 'ساعت نامعتبر است.' });

export const ZTitle = z
  .string({ error: 'عنوان را وارد کنید.' })
  .trim()
  .min(1, { error: 'عنوان را وارد کنید.' })
  .max(120, { error: 'عنوان حداکثر ۱۲۰ حرف است.' });
export const ZToman = z.coerce
  .number({ error: 'قیمت را وارد کنید.' })
  .int({ error: 'قیمت باید عدد صحیح باشد.' })
  .min(0, { error: 'قیمت نمی‌تواند منفی باشد.' })
  .max(100_000_000, { error: 'قیمت بیش از حد مجاز است.' });
export const ZCapacity = z.coerce
  .number({ error: 'ظرفیت را وارد کنید.' })
  .int({ error: 'ظرفیت باید عدد صحیح باشد.' })
  .min(0, { error: 'ظرفیت نمی‌تواند منفی باشد.' })
  .max(1000, { error: 'ظرفیت حداکثر ۱۰۰۰ است.' });
