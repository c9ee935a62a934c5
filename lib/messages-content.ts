/** Error codes of the content area: HTTP status and Persian/English text (merged into ERRORS in lib/messages.ts). */
export const CONTENT_ERRORS = {} as const satisfies Record<string, { status: number; fa: string; en: string }>;
