import type { NextConfig } from 'next';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy } from './server/http/security-headers';

const config: NextConfig = {
  reactStrictMode: true,
  // Lets several dev servers or builds run side by side in one checkout (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The spec lists /Menu beside /menu; a page file for it would differ from pages/menu only in case,
  // which webpack refuses, so it is a rewrite (menu/index then redirects to the branch).
  async rewrites() {
    return [{ source: '/Menu', destination: '/menu' }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: BASE_SECURITY_HEADERS },
      // Pages (not the API or the build's files): the CSP is fixed at build, like the pages themselves;
      // HSTS depends on PUBLIC_BASE_URL at run time, so proxy.ts adds it.
      {
        source: '/((?!api/|_next/).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev: process.env.NODE_ENV !== 'production', apiBase: process.env.NEXT_PUBLIC_API_BASE }) }],
      },
    ];
  },
};

export default config;
