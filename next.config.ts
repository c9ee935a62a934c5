import type { NextConfig } from 'next';

// The simulated bank is on: in development whenever PAYMENT_DRIVER is sandbox (the default), in a production
// build only with ALLOW_SANDBOX_PAYMENTS=true. Every page then shows the «حالت نمایشی» banner.
const demoPayments =
  (process.env.PAYMENT_DRIVER || 'sandbox') === 'sandbox' &&
  (process.env.NODE_ENV !== 'production' || ['true', '1', 'yes'].includes(process.env.ALLOW_SANDBOX_PAYMENTS ?? ''));

const config: NextConfig = {
  reactStrictMode: true,
  env: { NEXT_PUBLIC_DEMO_PAYMENTS: demoPayments ? 'true' : 'false' },
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
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default config;
