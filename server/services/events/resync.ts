import { log } from '../../log';
const holder = globalThis as unknown as { __busResyncHooks?: Map<string, () => void> };
// Kept across resetBus (tests swap databases; the modules that registered stay loaded).
const hooks = (holder.__busResyncHooks ??= new Map());

/**
 * Runs `run` whenever this instance may have missed events: its LISTEN connection was lost and came
 * back (a database restart). Whoever keeps state built from events (a cache dropped on 'menu', an
 * open stream) starts again from the database. One hook per name (a module loaded again replaces its own).
 */
export function onResync({ name, run }: { name: string; run: () => void }): void {
  hooks.set(name, run);
}

/** Tells every resync hook that events may have been missed (the bus calls it after a reconnection). */
export function resyncAll(): void {
  for (const [name, run] of hooks) {
    try {
      run();
    } catch (err) {
      log.error({ err, name }, '[events] resync failed');
    }
  }
}
