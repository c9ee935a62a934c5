/** Error codes of the signed-in customer's own profile: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const PROFILE_ERRORS = {
  USERNAME_TAKEN: { status: 409, fa: 'این نام کاربری قبلا انتخاب شده است.', en: 'Username is taken' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
