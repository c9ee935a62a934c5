/** Error codes of the payment area: HTTP status and Persian/English text (merged into ERRORS in lib/messages/index.ts). */
export const PAYMENT_ERRORS = {
  PAYMENT_NOT_FOUND: { status: 404, fa: 'پرداخت مورد نظر یافت نشد.', en: 'Payment not found' },
  PAYMENT_CALLBACK_INVALID: {
    status: 400,
    fa: 'اطلاعات بازگشتی از درگاه با این پرداخت مطابقت ندارد.',
    en: 'Callback does not match the payment',
  },
  PAYMENT_GATEWAY_ERROR: {
    status: 502,
    fa: 'اتصال به درگاه بانکی برقرار نشد. لطفا دوباره تلاش کنید.',
    en: 'Bank gateway unavailable',
  },
  PAYMENT_NOT_RETRYABLE: { status: 409, fa: 'این سفارش در انتظار پرداخت نیست.', en: 'Order is not awaiting payment' },
  PAYMENT_EXPIRED: { status: 409, fa: 'مهلت پرداخت این سفارش به پایان رسیده است.', en: 'Payment time is over' },
} as const satisfies Record<string, { status: number; fa: string; en: string }>;

/**
 * Where a canceled order's money went when the bank returned its bank part to the payer's card (issue 24); a wallet
 * part, if any, still goes to the wallet. Amounts come formatted (formatToman).
 */
export const CARD_REFUND_TEXT = {
  badge: 'بازگشت به کارت',
  note: (card: string, wallet: string | null) =>
    wallet
      ? `${card} به کارت بانکی شما و ${wallet} به کیف پول بازگشت داده شد.`
      : `${card} به کارت بانکی شما بازگشت داده شد.`,
  banner: (card: string, wallet: string | null) =>
    wallet
      ? `مبلغ ${card} به کارت بانکی شما و ${wallet} به کیف پول شما برگشت.`
      : `مبلغ ${card} به کارت بانکی شما برگشت.`,
  paymentTitle: 'بازگشت وجه به کارت',
  paymentText: (card: string) => `سفارش لغو شد و مبلغ ${card} به کارت بانکی شما برگشت.`,
} as const;
