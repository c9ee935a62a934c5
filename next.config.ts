import type { NextConfig } from 'next';

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
