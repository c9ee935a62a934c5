import { z } from 'zod';
import type { ProfileView } from './profile';
import { ERRORS } from '../messages';
import { toLatinDigits } from '../digits';
import { ZPhone } from './common';

export const ZSendCode = z.object({ phone: ZPhone });

export const ZCode = z
  .string({ error: ERRORS.CODE_REQUIRED.fa })
  .transform((s) => toLatinDigits(s).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, { error: ERRORS.CODE_REQUIRED.fa }));

export const ZVerifyToken = z.string({ error: ERRORS.BAD_INPUT.fa }).trim().min(16).max(128);

export const ZPhoneVerification = z.object({
  verifyToken: ZVerifyToken,
  code: ZCode,
  device: z.enum(['web', 'android', 'ios']).default('web'),
});
export type PhoneVerificationInput = z.infer<typeof ZPhoneVerification>;

export const ZResendCode = z.object({ verifyToken: ZVerifyToken });

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(60, { error: 'نام وارد شده بیش از حد طولانی است.' });

export const ZRegister = z.object({
  firstName: name(ERRORS.FIRST_NAME_REQUIRED.fa),
  lastName: name(ERRORS.LAST_NAME_REQUIRED.fa),
  phone: ZPhone,
  reagentCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((v) => v || undefined),
  shortLinkRefId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
});
export type RegisterInput = z.infer<typeof ZRegister>;

export type AuthStatus = 'toRegister' | 'loginVerified';

/** POST /v1/phone/verification: the session (also set as a cookie) and who signed in. */
export interface PhoneVerifiedView {
  token: string;
  status: AuthStatus;
  user: ProfileView;
}
