import { NextResponse } from 'next/server';
import { hstsHeader } from './server/http/security-headers';

/**
 * Pages only (the API sets the same header in route()): Strict-Transport-Security when
 * PUBLIC_BASE_URL is https, read at run time, since next.config.ts headers are fixed at build.
 */
export function proxy() {
  const res = NextResponse.next();
  const hsts = hstsHeader(process.env.PUBLIC_BASE_URL);
  if (hsts) res.headers.set('Strict-Transport-Security', hsts);
  return res;
}

export const config = {
  // Not the API, the build's files, or public files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[a-z0-9]+$).*)'],
};
