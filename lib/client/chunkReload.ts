const KEY = 'hamkar-chunk-reload-at';
const GUARD_MS = 60_000;

/** True for the errors a browser raises when a code chunk of an older deploy is gone. */
export function isChunkLoadError(err: unknown): boolean {
  const e = err as { name?: string; message?: string } | null;
  if (!e) return false;
  return (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      e.message ?? '',
    )
  );
}

/** Reloads the page once for a failed chunk; a second failure within 60 s is left to the error page. */
export function reloadOnceForChunk(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
