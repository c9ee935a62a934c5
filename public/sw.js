/*
 * The service worker: web push (order notices) and offline reading (issue 29). A static file so it passes the
 * CSP's script-src 'self'; registered on customer pages by lib/client/sw.ts.
 *
 * What it keeps, each in a cache named with VERSION (a new version drops the old caches on activation):
 *  - shell: the build's hashed files under /_next/static (scripts, styles, the fonts) and the icons, cache
 *    first (a hashed name never changes content);
 *  - pages: the customer pages that work offline (home, menus, the cart, /order, an order's tracking) and
 *    their /_next/data JSON, network first: every answer the network gives is stored (stamped with
 *    x-sw-cached-at, which the offline banner shows: «آفلاین · آخرین به‌روزرسانی …») and the stored copy is
 *    served only when the network fails. Not stale-while-revalidate: online, a customer (and every E2E
 *    story) sees the menu's stock and the table from a QR code as they are now, never a copy;
 *  - data: public API reads of the menus opened (menu list, branch) and the open order's tracking read,
 *    network first the same way, so offline the sold-out states are those of the last sync; menu photos
 *    cache first.
 * Never: anything but GET (API writes), anything a panel page asks for, sign-in, the session check,
 * payments, live streams, and any other API read. lib/client/sw.ts clears every cache on logout (the pages and the order read
 * belong to the person signed in).
 */
const VERSION = 'v1';
const SHELL = `hamkar-shell-${VERSION}`;
const PAGES = `hamkar-pages-${VERSION}`;
const DATA = `hamkar-data-${VERSION}`;
const PHOTOS = `hamkar-photos-${VERSION}`;
const CACHES = [SHELL, PAGES, DATA, PHOTOS];
const STAMP = 'x-sw-cached-at';
const PHOTO_LIMIT = 80;

/** The customer pages kept for offline reading (their paths; the query string is ignored). */
const PAGE_PATHS = [/^\/$/, /^\/order$/, /^\/menu\/[^/]+$/, /^\/menu\/cafespace\/[^/]+$/, /^\/orders\/[^/]+$/, /^\/orderTracking\/[^/]+$/];
/** The same pages' data for client-side navigations: /_next/data/{build}/{path}.json. */
const DATA_PAGE = /^\/_next\/data\/[^/]+(\/.*)\.json$/;
/** Public API reads of an opened menu, and one order's read (the tracking page's). */
const API_READS = [/^\/api\/v1\/menu\/list\/[^/]+$/, /^\/api\/v1\/provider\/[^/]+$/, /^\/api\/v1\/order\/[A-Za-z0-9_-]+$/];
/** Pages installed with the worker: the home and /order (where offline orders wait). */
const SHELL_PAGES = ['/', '/order'];

const isPagePath = (p) => PAGE_PATHS.some((r) => r.test(p));

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(Promise.allSettled(SHELL_PAGES.map((p) => keepPage(new URL(p, self.location.origin).href))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('hamkar-') && !CACHES.includes(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/**
 * Messages from the page (lib/client/sw.ts): `keep` stores the page it shows and the build files it loaded
 * before this worker controlled it (the first visit); `clear` empties every cache (logout).
 */
self.addEventListener('message', (event) => {
  const msg = event.data || {};
  if (msg.type === 'keep' && typeof msg.url === 'string') {
    event.waitUntil(
      (async () => {
        const urls = Array.isArray(msg.assets) ? msg.assets.filter((u) => typeof u === 'string') : [];
        await Promise.allSettled([keepPage(msg.url), ...urls.map((u) => keepAsset(u))]);
        if (event.source) event.source.postMessage({ type: 'kept', url: msg.url });
      })(),
    );
  }
  if (msg.type === 'clear') {
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(names.filter((n) => n.startsWith('hamkar-')).map((n) => caches.delete(n)));
        if (event.source) event.source.postMessage({ type: 'cleared' });
      })(),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const p = url.pathname;

  // The panel's pages are left alone (the board must never read a kept copy).
  if (req.referrer && new URL(req.referrer).pathname.startsWith('/panel')) return;
  if (req.mode === 'navigate') {
    if (isPagePath(p)) event.respondWith(networkFirst(req, PAGES, offlinePage));
    return;
  }
  if (p.startsWith('/_next/static/') || p.startsWith('/icons/')) {
    event.respondWith(cacheFirst(req, SHELL));
    return;
  }
  const data = DATA_PAGE.exec(p);
  if (data && isPagePath(data[1] === '/index' ? '/' : data[1])) {
    event.respondWith(networkFirst(req, PAGES));
    return;
  }
  if (p.startsWith('/api/v1/getphoto/item/')) {
    event.respondWith(cacheFirst(req, PHOTOS, PHOTO_LIMIT));
    return;
  }
  if (API_READS.some((r) => r.test(p)) && req.headers.get('accept') !== 'text/event-stream') {
    event.respondWith(networkFirst(req, DATA));
  }
});

/** A copy of a good same-origin answer with the time it was stored. */
async function stamped(res) {
  const headers = new Headers(res.headers);
  headers.set(STAMP, new Date().toISOString());
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
}

const storable = (res) => res && res.ok && res.type === 'basic' && !res.redirected;

/** The network's answer (stored for later), or the stored copy when the network fails. */
async function networkFirst(req, cacheName, fallback) {
  const cache = await caches.open(cacheName);
  const key = cacheKey(req);
  try {
    const res = await fetch(req);
    if (storable(res)) await cache.put(key, await stamped(res.clone()));
    return res;
  } catch (err) {
    const copy = await cache.match(key);
    if (copy) return copy;
    if (fallback) return fallback();
    throw err;
  }
}

/** Pages and their data are one entry per path (a page's query string, e.g. ?source=pwa, does not make another). */
function cacheKey(req) {
  const url = new URL(req.url);
  return url.origin + url.pathname;
}

async function cacheFirst(req, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (storable(res)) {
    await cache.put(req, res.clone());
    if (limit) {
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
    }
  }
  return res;
}

/** Stores a customer page and the build files its HTML names (scripts, styles, the preloaded font). */
async function keepPage(href) {
  const url = new URL(href);
  if (url.origin !== self.location.origin || !isPagePath(url.pathname)) return;
  const res = await fetch(url.origin + url.pathname, { credentials: 'same-origin', redirect: 'follow' });
  if (!storable(res)) return;
  const html = await res.clone().text();
  await (await caches.open(PAGES)).put(url.origin + url.pathname, await stamped(res));
  const files = new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) || []);
  await Promise.allSettled([...files].map((f) => keepAsset(f)));
}

async function keepAsset(href) {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/_next/static/')) return;
  const cache = await caches.open(SHELL);
  if (await cache.match(url.href)) return;
  const res = await fetch(url.href);
  if (storable(res)) await cache.put(url.href, res);
}

/** What a page not kept yet shows offline: plain HTML, no script (the CSP allows inline styles only). */
function offlinePage() {
  const body = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>آفلاین</title></head>
<body style="font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f4f5;color:#1d1b19;display:grid;place-items:center;min-height:90vh;margin:0;padding:16px">
<main style="background:#fff;border-radius:16px;padding:24px;max-width:360px;text-align:center;line-height:1.9">
<h1 style="font-size:1.2rem;margin:0 0 8px">اتصال اینترنت برقرار نیست</h1>
<p style="margin:0 0 16px">این صفحه هنوز روی این دستگاه ذخیره نشده است. منوهایی که پیش‌تر باز کرده‌اید و سفارش‌های ارسال‌نشده بدون اینترنت هم در دسترس‌اند.</p>
<a href="/order" style="display:inline-block;background:#6b3f22;color:#fff;border-radius:10px;padding:8px 20px;text-decoration:none">سفارش من</a>
</main></body></html>`;
  return new Response(body, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'سفارش شما';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      dir: 'rtl',
      lang: 'fa',
      icon: '/icons/icon-192.png',
      data: { url: data.url || '/previousOrders' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      for (const w of wins) {
        if (w.url === url && 'focus' in w) return w.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
