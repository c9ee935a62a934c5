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

/** One interface per bank: request a payment session, then verify it with the amount we stored. */
export interface PaymentDriver {
  name: 'sandbox' | 'zarinpal';
  request(req: PaymentRequest): Promise<PaymentRequestResult>;
  verify(opts: { authority: string; amount: number }): Promise<VerifyResult>;
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
