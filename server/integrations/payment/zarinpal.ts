import { GatewayError, type BankSessionState, type PaymentDriver } from './types';

export interface ZarinpalOptions {
  merchantId: string;
  /** https://payment.zarinpal.com, https://sandbox.zarinpal.com, or a local stub in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface ZarinpalAnswer {
  data?:
    | {
        code?: number | string;
        message?: string;
        authority?: string;
        ref_id?: number | string;
        card_pan?: string;
        status?: string;
        authorities?: { authority?: string; amount?: number | string; date?: string }[];
      }
    | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/**
 * Answers that end a payment for good: -50 amount mismatch, -53 not this merchant's, -54 unknown authority,
 * -55 not found. -51 ("not paid") is not among them: it is also the answer while the payer is still at the
 * bank, so the payment stays pending until it is paid or its time is up (verifyPayment).
 */
const NOT_PAID = new Set([-50, -53, -54, -55]);
/** "Not paid (yet)". */
export const NOT_PAID_YET = -51;

/** Zarinpal works in rial by default; the app keeps toman. 1 toman = 10 rial. */
export const toRial = (toman: number) => toman * 10;

/** Zarinpal reverses a verified payment for 30 minutes after it was paid. */
export const ZARINPAL_REVERSE_WINDOW_MS = 30 * 60_000;
const SESSION_STATES = new Set<BankSessionState>(['IN_BANK', 'PAID', 'VERIFIED', 'FAILED', 'REVERSED']);

/**
 * Zarinpal REST v4: POST pg/v4/payment/request.json → authority → the payer goes to
 * pg/StartPay/{authority} → back on our callback → POST pg/v4/payment/verify.json with the same
 * amount. code 100 is paid, 101 paid and already verified; anything else is a refusal.
 */
export function zarinpalGateway(opts: ZarinpalOptions): PaymentDriver {
  const base = opts.baseUrl.replace(/\/$/, '');
  async function post(path: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new GatewayError(`zarinpal unreachable: ${(err as Error).message}`);
    }
    return ((await res.json().catch(() => ({}))) ?? {}) as ZarinpalAnswer;
  }
  const dataOf = (a: ZarinpalAnswer) => (a.data && !Array.isArray(a.data) ? a.data : {});
  const errorOf = (a: ZarinpalAnswer) => (a.errors && !Array.isArray(a.errors) ? a.errors : {});
  return {
    name: 'zarinpal',
    async request(req) {
      const answer = await post('/pg/v4/payment/request.json', {
        merchant_id: opts.merchantId,
        amount: toRial(req.amount),
        currency: 'IRR',
        callback_url: req.callbackUrl,
        description: req.description,
        metadata: { ...(req.mobile ? { mobile: req.mobile } : {}), ...(req.orderId ? { order_id: req.orderId } : {}) },
      });
      const data = dataOf(answer);
      if (Number(data.code) !== 100 || !data.authority) {
        const e = errorOf(answer);
        throw new GatewayError(
          `zarinpal request refused: ${e.code ?? data.code} ${e.message ?? data.message ?? ''}`.trim(),
          e.code ?? data.code,
        );
      }
      return { authority: data.authority, link: `${base}/pg/StartPay/${data.authority}` };
    },
    async verify({ authority, amount }) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('/pg/v4/payment/verify.json', {
          merchant_id: opts.merchantId,
          amount: toRial(amount),
          authority,
        });
      } catch (err) {
        return { ok: false, final: false, code: 'unreachable', message: (err as Error).message };
      }
      const data = dataOf(answer);
      if (Number(data.code) === 100 || Number(data.code) === 101) {
        return {
          ok: true,
          refId: String(data.ref_id ?? ''),
          cardPan: data.card_pan ?? null,
          alreadyVerified: Number(data.code) === 101,
        };
      }
      const e = errorOf(answer);
      const code = e.code ?? data.code ?? 'unknown';
      // Only these say the payment did not happen; "not paid yet" (-51), merchant or gateway trouble (-9..-12, -52,
      // an outage) may hide a payment that did or will, so the payment stays pending and is verified again later.
      return {
        ok: false,
        final: typeof code === 'number' && NOT_PAID.has(code),
        code,
        message: e.message ?? data.message ?? '',
      };
    },
    /** POST pg/v4/payment/unVerified.json: the last 100 payments paid at the bank that were never verified. */
    async unverified() {
      const answer = await post('/pg/v4/payment/unVerified.json', { merchant_id: opts.merchantId });
      const data = dataOf(answer);
      if (Number(data.code) !== 100) {
        const e = errorOf(answer);
        throw new GatewayError(`zarinpal unVerified refused: ${e.code ?? data.code} ${e.message ?? ''}`.trim(), e.code);
      }
      return (data.authorities ?? [])
        .filter((a) => typeof a.authority === 'string' && a.authority)
        .map((a) => ({ authority: a.authority!, amount: Math.floor(Number(a.amount) / 10), date: a.date ?? null }));
    },
    /** POST pg/v4/payment/inquiry.json: where one session stands. Never a reason to book money by itself. */
    async inquiry({ authority }) {
      const answer = await post('/pg/v4/payment/inquiry.json', { merchant_id: opts.merchantId, authority });
      const data = dataOf(answer);
      const status = String(data.status ?? '').toUpperCase() as BankSessionState;
      if (Number(data.code) === 100 && SESSION_STATES.has(status)) return status;
      const e = errorOf(answer);
      // -54 / -55: the bank does not know this authority.
      if (e.code === -54 || e.code === -55) return null;
      throw new GatewayError(`zarinpal inquiry refused: ${e.code ?? data.code} ${e.message ?? ''}`.trim(), e.code);
    },
    /**
     * POST pg/v4/payment/reverse.json: a verified payment goes back to the payer's card, free, within 30 minutes of
     * the payment. Any answer of the bank's other than success is final (-60 cannot be reversed, -61 not a successful
     * session, -62 the server's IP is not set at the gateway, -63 past the window); only an outage is asked again.
     */
    async reverse({ authority }) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('/pg/v4/payment/reverse.json', { merchant_id: opts.merchantId, authority });
      } catch (err) {
        return { ok: false, final: false, code: 'unreachable', message: (err as Error).message };
      }
      const data = dataOf(answer);
      if (Number(data.code) === 100) return { ok: true };
      const e = errorOf(answer);
      const code = e.code ?? data.code;
      return {
        ok: false,
        final: code !== undefined,
        code: code ?? 'unknown',
        message: e.message ?? data.message ?? '',
      };
    },
    reverseWindowMs: ZARINPAL_REVERSE_WINDOW_MS,
  };
}
