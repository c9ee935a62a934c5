/**
 * A value built on first use and kept. Intl formatters with a time zone or the Persian calendar cost
 * several milliseconds to construct (ICU loads its data then), so modules that every page imports build
 * them when a date is first formatted, not while the page's scripts start.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
