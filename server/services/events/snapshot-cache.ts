import { db } from '../../db/client';
import { subscribe, type AppEvent } from './bus';
import { onResync } from './resync';

/** What many requests read and few changes touch, kept in this process per key (see snapshotCache). */
export interface SnapshotCache<V> {
  /** The held copy for `key`, read from the database on a miss. */
  get(key: string): Promise<V>;
  /** Forgets `key`'s copy, or every copy (the writer's own instance, before its NOTIFY arrives). */
  drop(key?: string): void;
}

interface State<V> {
  held: Map<string, { value: V; at: number }>;
  /** Bumped by every drop of a key; `epoch` by every drop of all. */
  versions: Map<string, number>;
  epoch: number;
  /** One read per key at a time: the requests that miss together (after a change, at start) share it. */
  reading: Map<string, { version: string; promise: Promise<V> }>;
  /** The database the copies were read from (tests swap databases). */
  source: unknown;
  /** The subscription to the event bus of that database. */
  wiring: { to: unknown; ready: Promise<unknown> } | null;
}

/**
 * A copy of what nearly every request reads and few changes touch (a branch's menu, the branch list), one
 * per key, kept until a change says otherwise:
 * - an event for which `keyOf` names a key drops that key's copy on every instance (NOTIFY, sent only when
 *   the writing transaction commits);
 * - every copy is dropped when the LISTEN connection came back (events may have been missed while it was
 *   down) and when the database is another one;
 * - a read that began before a drop is answered to the requests waiting for it, never kept;
 * - past `ttlMs` (a safety net: changes drop a copy at once), the copy is answered once more while one read
 *   refreshes it behind.
 *
 * The state lives on globalThis under `name`, so a module loaded again (Next's dev server) keeps it.
 */
export function snapshotCache<V>({
  name,
  keyOf,
  load,
  ttlMs = 60_000,
}: {
  name: string;
  /** The key whose copy an event makes stale, or undefined when the event is not about this cache. */
  keyOf: (event: AppEvent) => string | undefined;
  load: (key: string) => Promise<V>;
  ttlMs?: number;
}): SnapshotCache<V> {
  const holder = globalThis as unknown as Record<string, State<V> | undefined>;
  const slot = `__snapshotCache:${name}`;
  const s = (holder[slot] ??= {
    held: new Map(),
    versions: new Map(),
    epoch: 0,
    reading: new Map(),
    source: null,
    wiring: null,
  });
  const versionOf = (key: string) => `${s.epoch}:${s.versions.get(key) ?? 0}`;

  function drop(key?: string) {
    if (key === undefined) {
      s.held.clear();
      s.versions.clear();
      s.reading.clear();
      s.epoch++;
    } else {
      s.held.delete(key);
      s.versions.set(key, (s.versions.get(key) ?? 0) + 1);
    }
  }

  onResync({ name: slot, run: () => drop() });

  function wire(current: unknown): Promise<unknown> {
    if (s.wiring?.to !== current) {
      const ready = subscribe((event) => {
        const key = keyOf(event);
        if (key !== undefined) drop(key);
      });
      const wiring = { to: current, ready };
      s.wiring = wiring;
      // Not wired after all: the next request tries again.
      ready.catch(() => {
        if (s.wiring === wiring) s.wiring = null;
      });
    }
    return s.wiring!.ready;
  }

  function read(key: string): Promise<V> {
    const version = versionOf(key);
    const pending = s.reading.get(key);
    if (pending && pending.version === version) return pending.promise;
    const at = Date.now();
    const promise = load(key)
      .then((value) => {
        if (versionOf(key) === version) s.held.set(key, { value, at });
        return value;
      })
      .finally(() => {
        if (s.reading.get(key)?.promise === promise) s.reading.delete(key);
      });
    s.reading.set(key, { version, promise });
    return promise;
  }

  return {
    drop,
    async get(key) {
      const current = db();
      if (s.source !== current) {
        drop();
        s.source = current;
      }
      await wire(current);
      const hit = s.held.get(key);
      if (!hit) return read(key);
      if (Date.now() - hit.at >= ttlMs) {
        read(key).catch(() => {
          if (s.held.get(key) === hit) s.held.delete(key);
        });
      }
      return hit.value;
    },
  };
}
