import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StubSession {
  amount: number;
  currency: string;
  paid: boolean;
  verified: number;
  reversed: boolean;
  /** When the payer paid (the bank's reverse window runs from it). */
  paidAt: number | null;
  callback: string;
}

/**
 * A local stand-in for Zarinpal's REST v4 gateway (pg/v4/payment/*.json): request, StartPay (the payer: pay()),
 * verify (100, then 101; -51 not paid; -50 amount; -54 unknown), unVerified (paid, never verified, newest first,
 * at most 100), inquiry (IN_BANK, PAID, VERIFIED, FAILED, REVERSED) and reverse (a verified session within 30
 * minutes of its payment; -61 otherwise, -63 past the window). `state.down` (or `state.downPaths` for some methods)
 * makes it answer 503 with no JSON, as an outage.
 */
export function zarinpalStub() {
  const sessions = new Map<string, StubSession>();
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const failed = new Set<string>();
  const state = { down: false, downPaths: new Set<string>() };
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ path: req.url ?? '', body });
      if (state.down || state.downPaths.has(req.url ?? '')) {
        res.statusCode = 503;
        return res.end('Service Unavailable');
      }
      res.setHeader('content-type', 'application/json');
      const ok = (data: Record<string, unknown>) => res.end(JSON.stringify({ data, errors: [] }));
      const fail = (code: number, message: string) =>
        res.end(JSON.stringify({ data: [], errors: { code, message, validations: [] } }));
      if (typeof body.merchant_id !== 'string' || body.merchant_id.length !== 36)
        return fail(-9, 'The input params invalid, validation error.');
      const s = sessions.get(String(body.authority));
      if (req.url === '/pg/v4/payment/request.json') {
        if (!Number.isInteger(body.amount) || (body.amount as number) < 1000)
          return fail(-9, 'The input params invalid, validation error.');
        const authority = `A${String(++n).padStart(35, '0')}`;
        sessions.set(authority, {
          amount: body.amount as number,
          currency: String(body.currency ?? 'IRR'),
          paid: false,
          verified: 0,
          reversed: false,
          paidAt: null,
          callback: String(body.callback_url),
        });
        return ok({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
      }
      if (req.url === '/pg/v4/payment/verify.json') {
        if (!s) return fail(-54, 'Invalid authority.');
        if (s.amount !== body.amount) return fail(-50, 'Session is not valid, amounts values is not the same.');
        if (!s.paid || s.reversed) return fail(-51, 'Session is not valid, session is not active paid try.');
        s.verified += 1;
        return ok({
          code: s.verified === 1 ? 100 : 101,
          message: s.verified === 1 ? 'Paid' : 'Verified',
          card_hash: 'X',
          card_pan: '502229******5995',
          ref_id: 201,
          fee_type: 'Merchant',
          fee: 0,
        });
      }
      if (req.url === '/pg/v4/payment/unVerified.json') {
        const authorities = [...sessions.entries()]
          .filter(([, x]) => x.paid && !x.verified && !x.reversed)
          .reverse()
          .slice(0, 100)
          .map(([authority, x]) => ({
            authority,
            amount: x.amount,
            callback_url: x.callback,
            referer: '/',
            date: new Date(x.paidAt ?? 0).toISOString().replace('T', ' ').slice(0, 19),
          }));
        // Zarinpal writes this code as a string.
        return ok({ code: '100', message: 'Success', authorities });
      }
      if (req.url === '/pg/v4/payment/inquiry.json') {
        if (!s) return fail(-54, 'Invalid authority.');
        const status = s.reversed
          ? 'REVERSED'
          : s.verified
            ? 'VERIFIED'
            : s.paid
              ? 'PAID'
              : failed.has(String(body.authority))
                ? 'FAILED'
                : 'IN_BANK';
        return ok({ code: 100, message: 'Success', status });
      }
      if (req.url === '/pg/v4/payment/reverse.json') {
        if (!s) return fail(-54, 'Invalid authority.');
        if (!s.paid || !s.verified || s.reversed) return fail(-61, 'Session is not in success status.');
        if (Date.now() - (s.paidAt ?? 0) > 30 * 60_000)
          return fail(-63, 'Maximum time for reverse this session is expired.');
        s.reversed = true;
        return ok({ code: 100, message: 'Reversed' });
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  return {
    sessions,
    received,
    state,
    /** The payer pays at the bank (and does not necessarily come back). */
    pay: (authority: string, at = Date.now()) => {
      const s = sessions.get(authority)!;
      s.paid = true;
      s.paidAt = at;
    },
    /** The payer gave up at the bank: inquiry says FAILED, verify still -51. */
    fail: (authority: string) => failed.add(authority),
    /** A paid, unverified session at the bank that is none of the app's. */
    foreign: (amount: number) => {
      const authority = `A${String(++n).padStart(35, '0')}`;
      sessions.set(authority, {
        amount,
        currency: 'IRR',
        paid: true,
        verified: 0,
        reversed: false,
        paidAt: Date.now(),
        callback: 'https://elsewhere.example/verify',
      });
      return authority;
    },
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
