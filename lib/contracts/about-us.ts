import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { ZDayInput, ZId } from './common';
import { optionalText, text, bool, ZFileField, ZLink, ZLinkOrEmpty, ZStoredName } from './fields';
import type { AboutSection, PublicUserCard } from '../content-rules';

export { ABOUT_SECTIONS, ABOUT_PATHS, ABOUT_KEYS, aboutFileUrl, type AboutSection } from '../content-rules';

const titled = { title: text(100, 'عنوان را وارد کنید.'), description: optionalText(3000) };
const ZDate = z
  .string({ error: 'تاریخ را وارد کنید.' })
  .transform((s) => toLatinDigits(s).trim().replace(/\//g, '-'))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'تاریخ باید به شکل YYYY-MM-DD باشد.' }));
/** 'HH:MM', or empty for none. */
const ZHour = z
  .string()
  .transform((s) => toLatinDigits(s).trim())
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: 'ساعت باید به شکل ۰۹:۰۰ باشد.' });

/** The fields each section stores (files arrive as multipart and are stored before these are checked). */
export const ABOUT_FIELDS = {
  introduction: z.object({ title: text(100, 'عنوان را وارد کنید.'), text: text(3000, 'متن معرفی را وارد کنید.') }),
  strategicPillars: z.object(titled),
  goals: z.object(titled),
  ourStory: z.object({ year: text(20, 'سال را وارد کنید.'), ...titled }),
  products: z.object({ ...titled, link: ZLinkOrEmpty.default('') }),
  quickAccess: z.object({ title: text(60, 'عنوان را وارد کنید.'), link: ZLink }),
  gallery: z.object({ image: ZStoredName, caption: optionalText(200) }),
  instructions: z.object(titled),
  forms: z.object({ ...titled, link: ZLinkOrEmpty.default(''), file: ZStoredName.nullable().default(null) }),
  laws: z.object({ title: text(100, 'عنوان را وارد کنید.'), description: text(5000, 'متن قانون را وارد کنید.') }),
  colleagues: z.object({ userId: ZId, title: text(80, 'سمت همکار را وارد کنید.'), team: optionalText(60) }),
  holidays: z.object({
    date: ZDate,
    occasion: text(80, 'مناسبت را وارد کنید.'),
    providerId: ZId.nullable().default(null),
    closed: bool.default(false),
    openingTime: ZHour.default(''),
    closingTime: ZHour.default(''),
  }),
} satisfies Record<AboutSection, z.ZodType>;

export type AboutFields = { [K in AboutSection]: z.output<(typeof ABOUT_FIELDS)[K]> };

/** A file chosen in a file input (a FileList with one file). */
const ZChosenFile = z.custom<FileList>(
  (v) => v !== null && typeof v === 'object' && 'length' in (v as object) && (v as FileList).length > 0,
  { error: 'فایلی انتخاب نشده است.' },
);

/**
 * What the panel's about-us form checks, derived from the section's ABOUT_FIELDS: the same rules,
 * except that files are chosen in file inputs (the server stores them before its own check; an image
 * is required when adding to the gallery), a colleague must be picked, a holiday's branch '' means
 * every branch, and a holiday's day comes from the Jalali date input (a real YYYY-MM-DD).
 */
export function aboutFormSchema(section: AboutSection, adding: boolean) {
  const shape: Record<string, z.ZodType> = { ...ABOUT_FIELDS[section].shape };
  if ('image' in shape) shape.image = adding ? ZChosenFile : z.unknown().optional();
  if ('file' in shape) shape.file = z.unknown().optional();
  if ('userId' in shape)
    shape.userId = z
      .string()
      .trim()
      .min(1, { error: 'همکار را از جستجو انتخاب کنید یا شناسه‌اش را بنویسید.' })
      .pipe(ZId);
  if ('providerId' in shape)
    shape.providerId = z
      .string()
      .transform((v) => v || null)
      .pipe(ZId.nullable());
  if ('date' in shape) shape.date = ZDayInput;
  return z.object(shape);
}

/** Raw multipart or JSON body of an about-us call; the service checks it against the section. */
export const ZAboutBody = z.record(z.string(), z.unknown());
export const ZAboutFile = ZFileField;

export type AboutItemView<K extends AboutSection = AboutSection> = AboutFields[K] & {
  _id: string;
  index: number;
  /** Gallery image or form file address. */
  url?: string | null;
  /** Colleagues: the person. */
  user?: PublicUserCard | null;
};

export type AboutUsView = { [K in AboutSection]: AboutItemView<K>[] };
