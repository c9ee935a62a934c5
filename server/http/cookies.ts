import type { NextApiRequest, NextApiResponse } from 'next';
import { config } from '../config';
import { log } from '../log';

export const SESSION_COOKIE = 'token';
/** The short link (/l/{code}) this browser came through, credited to a registration from it. */
export const SHORT_LINK_COOKIE = 'hk_short_link';

export function appendSetCookie(res: NextApiResponse, value: string) {
  const prev = res.getHeader('Set-Cookie');
  const list = Array.isArray(prev) ? prev : prev ? [String(prev)] : [];
  res.setHeader('Set-Cookie', [...list, value]);
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure when served over https. */
export function setSessionCookie(res: NextApiResponse, token: string, maxAgeSeconds: number) {
  const secure = config().publicBaseUrl.startsWith('https://') ? '; Secure' : '';
  appendSetCookie(res, `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`);
}

export function clearSessionCookie(res: NextApiResponse) {
  appendSetCookie(res, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

/** The session token from the HttpOnly cookie, or from a `token` header as the spec's client sends it. */
export function readToken(req: Pick<NextApiRequest, 'headers' | 'cookies'>): string | null {
  const header = req.headers['token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader !== 'undefined' && fromHeader !== 'null') return fromHeader;
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie || null;
}

const warned = globalThis as unknown as { __untrustedProxyWarned?: boolean };

/**
 * Once per process: requests come through a proxy (they carry X-Forwarded-For) but TRUST_PROXY is
 * off, so every visitor has the proxy's address and all share one sign-in limit.
 */
function warnUntrustedProxy() {
  if (warned.__untrustedProxyWarned) return;
  warned.__untrustedProxyWarned = true;
  log.warn(
    '[http] requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor counts as the proxy address ' +
      '(one sign-in limit for the whole site). Behind your own proxy or load balancer set TRUST_PROXY=true.',
  );
}

/** For tests: warn again at the next forwarded request. */
export function resetProxyWarning(): void {
  warned.__untrustedProxyWarned = false;
}

/** The caller's address; X-Forwarded-For is believed only behind a configured proxy. */
export function clientIp(req: Pick<NextApiRequest, 'headers' | 'socket'>): string {
  if (config().trustProxy) {
    const fwd = req.headers['x-forwarded-for'];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
    if (first) return first;
  } else if (req.headers['x-forwarded-for'] !== undefined) warnUntrustedProxy();
  return req.socket?.remoteAddress ?? 'unknown';
}
