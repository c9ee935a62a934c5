import { z } from 'zod';
import { ERRORS } from '../messages';
import { ZId } from './common';
import { text, isWebUrl, BAD_URL, ZFileField } from './fields';
import type { AccessLevel, StaffRole } from '../permissions';
import { PRIVACY_KEYS, GENDERS, type PrivacyKey, type PrivacyView, type SocialMediaView } from '../content-rules';

export {
  SOCIAL_KEYS,
  PRIVACY_KEYS,
  PRIVACY_DEFAULTS,
  GENDERS,
  userPhotoUrl,
  type SocialKey,
  type SocialMediaView,
  type PrivacyKey,
  type PrivacyView,
} from '../content-rules';

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
export type ProfileEditInput = z.infer<typeof ZProfileEdit>;

/** The profile edit form: the same rules, with the names required (a member completes them there). */
export const ZProfileEditForm = ZProfileEdit.extend({
  firstName: ZProfileEdit.shape.firstName.unwrap(),
  lastName: ZProfileEdit.shape.lastName.unwrap(),
});

export const ZAvatarUpload = z.object({ avatar: ZFileField });

// ---------------------------------------------------------------- the signed-in user's own views

/** A branch where the user works, as their own profile lists it. */
export interface ProfileStaffView {
  providerId: string;
  providerName: string;
  role: StaffRole;
  accessLevel: AccessLevel;
}

/** The signed-in user as they see themselves (GET /v1/profile, check/activation, login). */
export interface ProfileView {
  _id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  moreDetail: { firstNameFa: string | null; lastNameFa: string | null };
  phone: string;
  phoneNumber: string;
  images: string[];
  avatar: string | null;
  wallet: number;
  bio: string;
  socialMedia: SocialMediaView;
  privacy: PrivacyView;
  username: string | null;
  gender: string | null;
  email: string | null;
  membershipLevel: number;
  type: 'user' | 'superAdmin';
  userType: 'user' | 'superAdmin';
  referralCode: string;
  accessLevel: AccessLevel;
  staff: ProfileStaffView[];
}

export interface MembershipView {
  level: number;
  name: string;
  discountPercent: number;
}

/** GET /v1/check/activation. */
export interface ActivationView {
  user: ProfileView;
  status: 'toRegister' | 'loginVerified';
  activeAccount: boolean;
  accessLevel: ProfileView['accessLevel'];
  userType: ProfileView['userType'];
  membershipList: MembershipView[];
  userLevelName: string | null;
  discountBaseUserLevel: number;
}

/** GET /v1/profile/edit: the own profile with everything it may edit, tags included. */
export interface EditableProfile {
  user: ProfileView;
  tags: { _id: string; name: string }[];
}

/** What the check answers: the signed-in user, or `{ user: null }` for a visitor without a session. */
export type ActivationAnswer = ActivationView | { user: null };
