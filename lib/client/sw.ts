/**
 * The service worker (public/sw.js) from the page's side: registered on customer pages after they load, and
 * told to keep the page it did not yet control (the first visit, which loaded before the worker existed).
 * Loaded lazily by _app, so no page's first-load JS carries it.
 */
import { jalaliDateTime } from '@/lib/jalali';

/** The build files this page loaded (scripts, styles, fonts), so an offline reload finds them. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${location.origin}/_next/static/`));
}

/** Registers the worker; on a page it does not control yet, asks it to keep this page and its files. */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  await navigator.serviceWorker.register('/sw.js');
  if (controlled) {
    document.documentElement.dataset.offlineReady = 'true';
    return;
  }
  const reg = await navigator.serviceWorker.ready;
  // Marks the page once it is kept (the offline E2E story waits for this before cutting the connection).
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
    if (e.data?.type === 'kept') document.documentElement.dataset.offlineReady = 'true';
  });
  reg.active?.postMessage({ type: 'keep', url: location.href, assets: loadedAssets() });
}

/** Empties the worker's caches (logout): the kept pages and the order read belong to the person signed in. */
export async function clearOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('hamkar-')).map((n) => caches.delete(n)));
}

/** When the copy of this page that the worker keeps was stored (the offline banner's «آخرین به‌روزرسانی»). */
export async function cachedAt(href: string = location.href): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const url = new URL(href);
  const hit = await caches.match(url.origin + url.pathname);
  const stamp = hit?.headers.get('x-sw-cached-at');
  const date = stamp ? new Date(stamp) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The offline banner's «آخرین به‌روزرسانی …» time, in Jalali: with this module (loaded after the page, and
 * kept by the worker with the page's files) rather than with the banner, which every page carries.
 */
export async function cachedAtText(href?: string): Promise<string | null> {
  const date = await cachedAt(href);
  return date ? jalaliDateTime(date) : null;
}
