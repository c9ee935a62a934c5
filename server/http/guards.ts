import type { NextApiRequest } from 'next';
import { config } from '../config';
import { AppError } from './errors';

/** Body formats a route may accept besides JSON. */
export type BodyFormat = 'multipart' | 'form';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * CSRF defence beside the SameSite=Lax cookie: a state-changing call made by a browser must come
 * from the app's own pages. The browser's `Origin` must name PUBLIC_BASE_URL's origin or the host
 * the request was sent to (the browser sets Host, so a page cannot fake it; this also keeps
 * 127.0.0.1 and localhost working in development). Without Origin, `Sec-Fetch-Site` must say
 * same-origin: "same-site" is refused, since another port of the same host is same-site. A request
 * with neither header is not from a browser page (curl, server-to-server, tests) and carries no
 * ambient cookie of a victim, so it passes.
 */
export function checkOrigin(req: Pick<NextApiRequest, 'method' | 'headers'>): void {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return;
  const origin = first(req.headers.origin);
  if (origin !== undefined) {
    const from = origin === 'null' ? null : hostOf(origin);
    const publicBase = new URL(config().publicBaseUrl);
    const ok =
      from !== null &&
      ((from === publicBase.host && new URL(origin).protocol === publicBase.protocol) ||
        from === first(req.headers.host));
    if (!ok) throw new AppError('CROSS_SITE_REQUEST');
    return;
  }
  const site = first(req.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError('CROSS_SITE_REQUEST');
}

/**
 * JSON endpoints take JSON only: an HTML form (urlencoded, multipart, text/plain) is the one body
 * another site can send with a victim's cookie without a CORS preflight, so other types are 415
 * unless the route declares them. A call without a body (no Content-Type) passes.
 */
export function checkContentType(req: Pick<NextApiRequest, 'method' | 'headers'>, accepts: BodyFormat[]): void {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return;
  const raw = first(req.headers['content-type']);
  if (raw === undefined) return;
  const type = raw.split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))) return;
  if (type === 'multipart/form-data' && accepts.includes('multipart')) return;
  if (type === 'application/x-www-form-urlencoded' && accepts.includes('form')) return;
  throw new AppError('UNSUPPORTED_CONTENT_TYPE');
}

/** Whether a parsed query or body holds U+0000 in any string, key or nested value (files are skipped). */
export function findNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return false;
  if (Array.isArray(value)) return value.some((v) => findNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || findNul(v, depth + 1));
}
