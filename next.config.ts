import type { NextConfig } from 'next';
import { writeClientChunkStats } from './scripts/bundle-stats';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, mapTileOrigin } from './server/http/security-headers';

// The simulated bank is on: in development whenever PAYMENT_DRIVER is sandbox (the default), in a production
// build only with ALLOW_SANDBOX_PAYMENTS=true. Every page then shows the «حالت نمایشی» banner.
const demoPayments =
  (process.env.PAYMENT_DRIVER || 'sandbox') === 'sandbox' &&
  (process.env.NODE_ENV !== 'production' || ['true', '1', 'yes'].includes(process.env.ALLOW_SANDBOX_PAYMENTS ?? ''));

// The admin map's tile server (issue 29: a domestic one can be used; unset, the branch form has no map and
// takes typed coordinates). Read at build, like the CSP that must name its host.
const mapTiles = mapTileOrigin(process.env.MAP_TILE_URL) ? (process.env.MAP_TILE_URL ?? '') : '';

const config: NextConfig = {
  reactStrictMode: true,
  env: { NEXT_PUBLIC_DEMO_PAYMENTS: demoPayments ? 'true' : 'false', NEXT_PUBLIC_MAP_TILE_URL: mapTiles },
  // Lets several dev servers or builds run side by side in one checkout (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole tree first (tsc --noEmit) and then builds for the end-to-end stories:
  // that build need not check the same types again (a minute of a CI run). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.HAMKAR_TYPECHECKED === '1' },
  // BUNDLE_STATS=1: the client build also writes <distDir>/client-chunks.json (each chunk's files and modules
  // with their sizes), to see what a page's first-load JS carries (scripts/first-load-js.ts).
  ...(process.env.BUNDLE_STATS ? { webpack: writeClientChunkStats } : {}),
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; pdfkit reads its font
  // metrics (data/*.afm) from its own folder, which a bundle would not have.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit'],
  // The spec's /Menu and /panel/{product}Life are rewritten in proxy.ts, not here: any rewrite in this file
  // makes every page's client router carry rewrite matching (about 3 KB gzip of first-load JS, issue 25).
  // Nor does the router need the filter of app-router routes: there is no app directory.
  experimental: { clientRouterFilter: false },
  async headers() {
    return [
      // Pages and files; route() sets the same on every API answer itself (server/http/route.ts), so an API
      // request is not matched against a rule with a parameter for every path (a cost per request, issue 25).
      { source: '/((?!api/).*)', headers: BASE_SECURITY_HEADERS },
      // Pages (not the API or the build's files): the CSP is fixed at build, like the pages themselves;
      // HSTS depends on PUBLIC_BASE_URL at run time, so proxy.ts adds it.
      {
        source: '/((?!api/|_next/).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({
              dev: process.env.NODE_ENV !== 'production',
              apiBase: process.env.NEXT_PUBLIC_API_BASE,
              mapTiles,
            }),
          },
        ],
      },
    ];
  },
};

export default config;
