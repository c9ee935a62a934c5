/** Error codes of the tag area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const TAG_ERRORS = {
  TAG_NOT_FOUND: { status: 404, fa: 'برچسب مورد نظر یافت نشد.', en: 'Tag not found' },
  TAG_EXISTS: { status: 409, fa: 'برچسبی با این نام وجود دارد.', en: 'Tag exists' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
