/** Control characters (C0, DEL, C1), backslashes and Unicode line/paragraph separators: browsers strip or bend them into `//host`. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\\\u2028\u2029]/;
const BASE = 'http://same-origin.invalid';

/**
 * A same-origin path to continue to after sign-in, else the fallback. The value must start with one
 * `/`, carry no control character or backslash (raw or percent-encoded, at any depth of encoding),
 * and still be on this origin after URL parsing; what is returned is the parsed path, query and hash.
 */
export function safeNext(next: unknown, fallback = '/menu'): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  let layer = value;
  for (let depth = 0; ; depth++) {
    if (!layer.startsWith('/') || layer.startsWith('//') || UNSAFE.test(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) break;
    if (depth === 4) return fallback;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
