/** Error codes of the money area: HTTP status and Persian/English text (merged into ERRORS in lib/messages.ts). */
export const MONEY_ERRORS = {} as const satisfies Record<string, { status: number; fa: string; en: string }>;
