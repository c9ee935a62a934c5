/**
 * Response headers of the pages (next.config.ts, proxy.ts) and of the API (route()). Pure: no server
 * imports, so the Next config and the proxy can load it.
 *
 * Content-Security-Policy: scripts only from the app's own origin ('self'), with no nonce or hash.
 * The production HTML of this pages-router app carries no inline script that runs: Next writes its
 * scripts as <script src> files and its page data as <script id="__NEXT_DATA__" type="application/json">,
 * and the blog and FAQ pages add <script type="application/ld+json">; browsers do not execute data
 * blocks, so CSP does not apply to them. A nonce would force every page to render per request (static
 * pages are prerendered HTML and cannot carry one), costing the menu and blog their static speed
 * (README, Lighthouse) for nothing. Checked on the production build (tests/e2e/security.spec.ts
 * loads the pages in Chromium and fails on any CSP violation). Inline styles stay allowed: React
 * renders style="" attributes, which are not a script vector.
 */
export function contentSecurityPolicy(opts: { dev: boolean; apiBase?: string; mapTiles?: string }): string {
  const api = opts.apiBase && /^https?:\/\//.test(opts.apiBase) ? ` ${new URL(opts.apiBase).origin}` : '';
  const tiles = mapTileOrigin(opts.mapTiles);
  return [
    "default-src 'self'",
    // Development only: webpack's eval source maps, fast refresh and the error overlay.
    `script-src 'self'${opts.dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // The admin map's tiles (MAP_TILE_URL) only when a tile server is set: no other host is named (issue 29).
    `img-src 'self' data: blob:${api}${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${opts.dev ? ' ws: wss:' : ''}`,
    // Blog videos may be files on other https sites.
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
    // The panel's QR scanner (qr-scanner) decodes in a worker it starts from a blob: URL of its own code.
    "worker-src 'self' blob:",
  ].join('; ');
}

/**
 * The origin of a tile URL template such as https://tiles.example.ir/{z}/{x}/{y}.png (MAP_TILE_URL), or null
 * when it is unset or not an http(s) address; '{s}' subdomains become a wildcard.
 */
export function mapTileOrigin(template: string | undefined): string | null {
  if (!template || !/^https?:\/\/[^/{}]*(\{s\}[^/{}]*)?\//.test(template)) return null;
  const wildcard = template.includes('{s}.');
  try {
    const url = new URL(template.replace('{s}.', ''));
    return `${url.protocol}//${wildcard ? '*.' : ''}${url.host}`;
  } catch {
    return null;
  }
}

/** Strict-Transport-Security when the public address is https; nothing over plain http (development). */
export function hstsHeader(publicBaseUrl: string | undefined): string | null {
  return publicBaseUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
}

/** Headers every response carries, pages, files and API alike. */
export const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  // The camera only for this site's own pages: the panel's QR scanner (/panel/scanner).
  { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=()' },
];
