import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { ERRORS } from '../messages';
import { ZDayInput, ZId } from './common';
import { PRIVACY_KEYS, GENDERS, type AboutSection, type PrivacyKey, type PublicUserCard } from '../content-rules';

export * from '../content-rules';

// ---------------------------------------------------------------- shared pieces

const text = (max: number, message = 'این فیلد الزامی است.') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` })
    .default('');
const index = z.coerce.number().int().min(0).max(100_000);

/** A stored upload's name as the upload service makes it (random hex + extension); never a path. */
export const ZStoredName = z.string().regex(/^[a-f0-9]{24}\.(png|jpg|webp|svg|pdf)$/, { error: 'فایل نامعتبر است.' });

function isWebUrl(v: string): boolean {
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
const BAD_URL = 'آدرس وارد شده معتبر نیست.';

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
const ZLinkOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || INTERNAL_PATH.test(v) || isWebUrl(v), { error: BAD_URL });

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A multipart File (or nothing). */
export const ZFileField = z.custom<File>((v) => v !== null && typeof v === 'object' && 'arrayBuffer' in (v as object), {
  error: 'فایلی انتخاب نشده است.',
});

// ---------------------------------------------------------------- blog

export const ZBlogPartInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: text(20_000, 'متن بخش خالی است.') }),
  z.object({ type: z.literal('heading'), content: text(200, 'عنوان بخش خالی است.') }),
  z.object({ type: z.literal('image'), name: ZStoredName, content: optionalText(200) }),
  z.object({ type: z.literal('video'), url: ZWebUrl, name: optionalText(120), content: optionalText(200) }),
]);
export type TBlogPartInput = z.infer<typeof ZBlogPartInput>;

const blogFields = {
  title: text(150, 'عنوان نوشته را وارد کنید.'),
  description: optionalText(300),
  categoryId: ZId.optional(),
  cover: ZStoredName.nullable().optional(),
  body: z
    .array(ZBlogPartInput, { error: 'متن نوشته را وارد کنید.' })
    .min(1, { error: 'متن نوشته را وارد کنید.' })
    .max(60),
  active: z.boolean().optional(),
};

export const ZBlogCreate = z.object(blogFields);
export type TBlogCreate = z.infer<typeof ZBlogCreate>;

export const ZBlogEdit = z.object({ blogId: ZId, ...blogFields });
export type TBlogEdit = z.infer<typeof ZBlogEdit>;

export const ZBlogId = z.object({ blogId: ZId });

export const ZBlogChangeActive = z.object({ blogId: ZId, active: z.boolean().optional() });

export const ZBlogListQuery = z.object({
  active: z.enum(['true', 'false', 'all']).optional(),
  categoryId: ZId.optional(),
  text: z.string().trim().max(100).optional(),
  /** Only the signed-in user's bookmarked posts. */
  bookmarked: z.enum(['true', 'false']).optional(),
});

export const ZBlogCategoryCreate = z.object({ name: text(60, 'نام دسته‌بندی را وارد کنید.'), index: index.optional() });
export const ZBlogCategoryEdit = z.object({
  categoryId: ZId,
  name: text(60, 'نام دسته‌بندی را وارد کنید.').optional(),
  index: index.optional(),
  active: z.boolean().optional(),
});

// ---------------------------------------------------------------- FAQ

const FAQ_FIELDS = ERRORS.FAQ_FIELDS_REQUIRED.fa;
const faqRequired = (max: number) =>
  z
    .string({ error: FAQ_FIELDS })
    .trim()
    .min(1, { error: FAQ_FIELDS })
    .max(max, { error: `حداکثر ${max} نویسه مجاز است.` });

export const ZFaqAdd = z.object({
  question: text(300, 'سوال را وارد کنید.'),
  answer: text(5000, 'جواب را وارد کنید.'),
  categoryId: ZId.nullable().optional(),
  index: index.optional(),
});
/** The spec's rule: editing needs id, question and answer together. */
export const ZFaqEdit = z.object({
  faqId: z.string({ error: FAQ_FIELDS }).trim().min(1, { error: FAQ_FIELDS }).pipe(ZId),
  question: faqRequired(300),
  answer: faqRequired(5000),
  categoryId: ZId.nullable().optional(),
  index: index.optional(),
});
export const ZFaqRemove = z.object({ faqId: ZId });
export const ZFaqListQuery = z.object({ categoryId: ZId.optional(), text: z.string().trim().max(100).optional() });
export const ZFaqCategoryAdd = z.object({ name: text(60, 'نام دسته‌بندی را وارد کنید.'), index: index.optional() });
export const ZFaqCategoryEdit = z.object({
  categoryId: ZId,
  name: text(60, 'نام دسته‌بندی را وارد کنید.'),
  index: index.optional(),
});
export const ZFaqCategoryRemove = z.object({ categoryId: ZId });

// ---------------------------------------------------------------- about-us

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

// ---------------------------------------------------------------- tags

export const ZTagAdd = z.object({ name: text(40, 'نام برچسب را وارد کنید.') });
export const ZTagEdit = z.object({ tagId: ZId, name: text(40, 'نام برچسب را وارد کنید.') });
export const ZTagRemove = z.object({ tagId: ZId });
export const ZTagTop = z.object({ tagId: ZId, top: z.boolean(), index: index.optional() });
export const ZTagListQuery = z.object({ text: z.string().trim().max(40).optional() });

// ---------------------------------------------------------------- profiles

const handle = (re: RegExp) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/^@/, ''))
    .refine((v) => v === '' || re.test(v), { error: 'نام کاربری شبکه اجتماعی معتبر نیست.' });

export const ZSocialMedia = z.object({
  instagram: handle(/^[A-Za-z0-9_.]{1,30}$/).optional(),
  telegram: handle(/^[A-Za-z][A-Za-z0-9_]{4,31}$/).optional(),
  linkedin: handle(/^[A-Za-z0-9-]{3,100}$/).optional(),
  x: handle(/^[A-Za-z0-9_]{1,15}$/).optional(),
  website: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isWebUrl(v), { error: BAD_URL })
    .optional(),
});

export const ZPrivacy = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
    PrivacyKey,
    z.ZodOptional<z.ZodBoolean>
  >,
);

const PERSIAN_NAME = /^[\u0600-\u06FF\u200c\s]+$/;
const faName = z
  .string()
  .trim()
  .max(60, { error: 'نام وارد شده بیش از حد طولانی است.' })
  .refine((v) => v === '' || PERSIAN_NAME.test(v), { error: 'نام فارسی را با حروف فارسی بنویسید.' });

export const ZProfileEdit = z.object({
  firstName: text(60, ERRORS.FIRST_NAME_REQUIRED.fa).optional(),
  lastName: text(60, ERRORS.LAST_NAME_REQUIRED.fa).optional(),
  firstNameFa: faName.optional(),
  lastNameFa: faName.optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || /^[a-z][a-z0-9_.]{2,29}$/.test(v), {
      error: 'نام کاربری باید با حرف انگلیسی شروع شود و ۳ تا ۳۰ نویسه از حروف انگلیسی، عدد، نقطه و _ باشد.',
    })
    .optional(),
  bio: z.string().trim().max(300, { error: 'بیوگرافی حداکثر ۳۰۰ نویسه است.' }).optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'ایمیل وارد شده معتبر نیست.' })
    .optional(),
  socialMedia: ZSocialMedia.optional(),
  privacy: ZPrivacy.optional(),
  tagIds: z.array(ZId).max(5, { error: 'حداکثر ۵ برچسب می‌توانید انتخاب کنید.' }).optional(),
});
export type TProfileEdit = z.infer<typeof ZProfileEdit>;

/** The profile edit form: the same rules, with the names required (a member completes them there). */
export const ZProfileEditForm = ZProfileEdit.extend({
  firstName: ZProfileEdit.shape.firstName.unwrap(),
  lastName: ZProfileEdit.shape.lastName.unwrap(),
});

export const ZAvatarUpload = z.object({ avatar: ZFileField });

export const ZPublicSearchQuery = z.object({ text: z.string().trim().max(60).optional(), tagId: ZId.optional() });

// ---------------------------------------------------------------- search

export const ZSearchQuery = z.object({
  text: z.string({ error: 'عبارت جستجو را وارد کنید.' }).trim().min(1, { error: 'عبارت جستجو را وارد کنید.' }).max(100),
});
