/**
 * The time rules that depend on the wall clock read (opening hours): tests set it to a fixed instant
 * with setClock so they pass at any hour, and reset it with setClock(undefined). `{ offsetMs }` moves it
 * while it keeps running (real now + offset): what the end-to-end server's test hook sets
 * (pages/api/v1/test/clock.ts). Kept on globalThis, so the API routes and the background jobs, which
 * Next bundles apart, read one clock.
 */
const holder = globalThis as unknown as { __clock?: () => Date };

export function clockNow(): Date {
  return holder.__clock ? holder.__clock() : new Date();
}

export function setClock(now: Date | (() => Date) | { offsetMs: number } | undefined): void {
  if (now === undefined) holder.__clock = undefined;
  else if (typeof now === 'function') holder.__clock = now;
  else if (now instanceof Date) holder.__clock = () => new Date(now.getTime());
  else {
    const { offsetMs } = now;
    holder.__clock = () => new Date(Date.now() + offsetMs);
  }
}
