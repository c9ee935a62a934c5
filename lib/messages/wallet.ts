/** Error codes of the wallet area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const WALLET_ERRORS = {
  WALLET_INSUFFICIENT: { status: 409, fa: 'موجودی کیف پول کافی نیست.', en: 'Insufficient wallet balance' },
  WALLET_AMOUNT_INVALID: { status: 400, fa: 'مبلغ وارد شده معتبر نیست.', en: 'Invalid amount' },
  WALLET_SELF_MOVE: {
    status: 403,
    fa: 'شارژ یا برداشت از کیف پول خودتان مجاز نیست؛ این کار را باید مدیر دیگری انجام دهد.',
    en: 'Staff cannot move money in their own wallet',
  },
  MONEY_USER_NOT_FOUND: { status: 404, fa: 'کاربر مورد نظر یافت نشد.', en: 'User not found' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;
