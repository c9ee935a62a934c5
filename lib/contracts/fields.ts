import { z } from 'zod';

/** Zod field builders shared by the content areas (blog, faq, about-us, tag, profile). */

export const text = (max: number, message = 'این فیلد الزامی است.') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` });
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` })
    .default('');
export const index = z.coerce.number().int().min(0).max(100_000);

/** A stored upload's name as the upload service makes it (random hex + extension); never a path. */
export const ZStoredName = z.string().regex(/^[a-f0-9]{24}\.(png|jpg|webp|svg|pdf)$/, { error: 'فایل نامعتبر است.' });

export function isWebUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (
      u.protocol === 'https:' || (u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1'))
    );
  } catch {
    return false;
  }
}
const INTERNAL_PATH = /^\/(?!\/)[^\s<>"']{0,300}$/;
export const BAD_URL = 'آدرس وارد شده معتبر نیست.';

// Alternatives are written as one refined string rather than z.union, so a failure carries its Persian message.

/** An https address (http only for localhost), for videos and outside links. */
export const ZWebUrl = z.string().trim().max(500).refine(isWebUrl, { error: BAD_URL });

/** A link inside the site ('/menu', '/FAQ') or an https address. */
export const ZLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => INTERNAL_PATH.test(v) || isWebUrl(v), { error: BAD_URL });

/** ZLink, or empty for none. */
export const ZLinkOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || INTERNAL_PATH.test(v) || isWebUrl(v), { error: BAD_URL });

export const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A multipart File (or nothing). */
export const ZFileField = z.custom<File>((v) => v !== null && typeof v === 'object' && 'arrayBuffer' in (v as object), {
  error: 'فایلی انتخاب نشده است.',
});
