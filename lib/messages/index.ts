/**
 * Every Persian string the server sends, and the shared UI copy, in one place.
 * Texts quoted by the specification are copied from it word for word.
 */

import { TICKET_ERRORS } from './ticket';
import { BLOG_ERRORS } from './blog';
import { FAQ_ERRORS } from './faq';
import { ABOUT_US_ERRORS } from './about-us';
import { TAG_ERRORS } from './tag';
import { PROFILE_ERRORS } from './profile';
import { AUTH_ERRORS } from './auth';
import { USERS_ERRORS } from './users';
import { WALLET_ERRORS } from './wallet';
import { PAYMENT_ERRORS } from './payment';
import { VOUCHER_ERRORS } from './voucher';
import { BUNDLE_ERRORS } from './bundle';
import { ACADEMY_ERRORS } from './academy';
import { GIFT_ERRORS } from './gift';
import { REFERRAL_ERRORS } from './referral';
import { SECURITY_ERRORS } from './security';
import { MENU_ERRORS } from './menu';
import { PROVIDER_ERRORS } from './provider';
import { STAFF_ERRORS } from './staff';
import { SHIFT_ERRORS } from './shift';
import { SHORT_LINK_ERRORS } from './short-link';
import { BANK_ACCOUNT_ERRORS } from './bank-account';
import { LIFE_ERRORS } from './life';
import { SCAN_ERRORS } from './scan';
import { SPACE_ERRORS } from './space';
import { INSTANCE_ERRORS } from './instance';
import { TAB_ERRORS } from './tab';
import { COWORK_ERRORS } from './cowork';
import { PLAN_ERRORS } from './plan';

export { uploadTooLargeFa } from './security';
// The client's copy lives in ./ui and ./core, so client code imports it without every area's error texts.
import { CORE_ERRORS } from './core';
export { UI_ERRORS, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, PAYMENT_BY_LABELS } from './ui';

export const ERRORS = {
  ...CORE_ERRORS,
  ...TICKET_ERRORS,
  ...AUTH_ERRORS,
  ...BLOG_ERRORS,
  ...FAQ_ERRORS,
  ...ABOUT_US_ERRORS,
  ...TAG_ERRORS,
  ...PROFILE_ERRORS,
  ...WALLET_ERRORS,
  ...PAYMENT_ERRORS,
  ...VOUCHER_ERRORS,
  ...BUNDLE_ERRORS,
  ...ACADEMY_ERRORS,
  ...GIFT_ERRORS,
  ...REFERRAL_ERRORS,
  ...SECURITY_ERRORS,
  ...MENU_ERRORS,
  ...PROVIDER_ERRORS,
  ...STAFF_ERRORS,
  ...SHIFT_ERRORS,
  ...USERS_ERRORS,
  ...SHORT_LINK_ERRORS,
  ...BANK_ACCOUNT_ERRORS,
  ...LIFE_ERRORS,
  ...SCAN_ERRORS,
  ...SPACE_ERRORS,
  ...INSTANCE_ERRORS,
  ...TAB_ERRORS,
  ...COWORK_ERRORS,
  ...PLAN_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** Builds the text of the login SMS. */
/** 429 answers of sign-in limits that name the wait (`minutes` already in Persian digits). */
export const AUTH_WAIT_TEXTS = {
  sms: (minutes: string) =>
    `تعداد درخواست کد برای این شماره بیش از حد مجاز است. لطفا ${minutes} دقیقه دیگر دوباره تلاش کنید.`,
  verify: (minutes: string) =>
    `تعداد کدهای نادرست برای این شماره بیش از حد مجاز است. لطفا ${minutes} دقیقه دیگر دوباره تلاش کنید.`,
};

export function smsCodeText(productName: string, code: string): string {
  return `${productName}\nکد ورود شما: ${code}\nاین کد تا ۲ دقیقه معتبر است.`;
}
