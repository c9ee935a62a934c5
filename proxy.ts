import { NextResponse, type NextRequest } from 'next/server';
import { LIFE_PANEL_PATH } from './lib/client/site';
import { hstsHeader } from './server/http/security-headers';

/**
 * The spec's addresses whose page is another one (issue 25: here rather than as next.config.ts rewrites,
 * which would put rewrite matching into every page's client router). /Menu: a page file for it would
 * differ from pages/menu only in case, which webpack refuses (menu/index then redirects to the branch);
 * /panel/{product}Life is pages/panel/life.tsx under the configured product slug. A client-side
 * navigation to them reaches here too: Next asks the proxy for its `_next/data` request and follows
 * the rewrite.
 */
const REWRITES: Record<string, string> = { '/Menu': '/menu', [LIFE_PANEL_PATH]: '/panel/life' };

/**
 * Pages only (the API sets the same header in route()): Strict-Transport-Security when
 * PUBLIC_BASE_URL is https, read at run time, since next.config.ts headers are fixed at build.
 */
export function proxy(req: NextRequest) {
  const to = REWRITES[req.nextUrl.pathname];
  let res = NextResponse.next();
  if (to) {
    const url = req.nextUrl.clone();
    url.pathname = to;
    res = NextResponse.rewrite(url);
  }
  const hsts = hstsHeader(process.env.PUBLIC_BASE_URL);
  if (hsts) res.headers.set('Strict-Transport-Security', hsts);
  return res;
}

export const config = {
  // Not the API, the build's files, or public files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[a-z0-9]+$).*)'],
};
