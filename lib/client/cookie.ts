/**
 * The few cookie reads and writes that pages carrying them from their first load need (the branch the visitor is
 * at, the table scanned), without js-cookie (0.8 KB gzip of every page's first-load JS); screens that load
 * later may still use js-cookie.
 */

/** A cookie's value (decoded), or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq) !== name) continue;
    const value = pair.slice(eq + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Sets a cookie for the whole site (path /, SameSite=Lax) for `days`. */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Lax`;
}

/** Removes a cookie set for the whole site (path /). */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
