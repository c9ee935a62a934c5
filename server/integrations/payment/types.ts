/** What the app asks a bank gateway for. Amounts are integer toman; a driver converts to its own unit. */
export interface PaymentRequest {
  amount: number;
  description: string;
  /** Where the bank sends the payer back (with its authority and status in the query). */
  callbackUrl: string;
  mobile?: string;
  orderId?: string;
}

export interface PaymentRequestResult {
  authority: string;
  /** Where the browser goes to pay. */
  link: string;
}

export type VerifyResult =
  | { ok: true; refId: string; cardPan: string | null; alreadyVerified: boolean }
  /**
   * `final`: the bank says this payment did not and will not happen. Not final: the bank could not be asked,
   * or the payer has not paid yet (Zarinpal's -51), which only the payment's expiry makes final.
   */
  | { ok: false; final: boolean; code: number | string; message: string };

/** A payment the bank says was paid but that nobody has verified yet (Zarinpal's unVerified list). */
export interface UnverifiedPayment {
  authority: string;
  /** What the bank took, in toman (for logs only: verification always sends the amount from our database). */
  amount: number;
  /** When the bank says it was paid, as the bank wrote it. */
  date: string | null;
}

/**
 * Where one bank session stands (Zarinpal's inquiry): IN_BANK the payer has not finished, PAID paid but not
 * verified, VERIFIED paid and verified, FAILED never paid, REVERSED paid and returned to the payer's card.
 */
export type BankSessionState = 'IN_BANK' | 'PAID' | 'VERIFIED' | 'FAILED' | 'REVERSED';

export type ReverseResult =
  | { ok: true }
  /** `final`: the bank will not reverse this payment (its window passed, it was never verified…); otherwise ask again. */
  | { ok: false; final: boolean; code: number | string; message: string };

/** One interface per bank: request a payment session, then verify it with the amount we stored. */
export interface PaymentDriver {
  name: 'sandbox' | 'zarinpal';
  request(req: PaymentRequest): Promise<PaymentRequestResult>;
  verify(opts: { authority: string; amount: number }): Promise<VerifyResult>;
  /** The last payments the bank holds as paid but unverified (at most 100 at Zarinpal). Throws GatewayError. */
  unverified?(): Promise<UnverifiedPayment[]>;
  /** The state of one session at the bank; null when the bank does not know it. Throws GatewayError. */
  inquiry?(opts: { authority: string }): Promise<BankSessionState | null>;
  /** Returns a verified payment to the payer's card, while the bank still allows it. Never throws. */
  reverse?(opts: { authority: string }): Promise<ReverseResult>;
  /** How long after the payment the bank accepts `reverse` (Zarinpal: 30 minutes). */
  reverseWindowMs?: number;
}

/** A bank that could not be reached or refused the request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
  ) {
    super(message);
  }
}
