import { cachedJson, type CachedJson } from '../../http/cached-json';
import { asc } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { db, type DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { publish, subscribe } from '../events/bus';
import { onResync } from '../events/resync';
import { toProviderView } from './provider-view';
import { publicPhone, staffLoginPhones } from './public-phones';

interface ProviderSnapshot {
  /** Active branches in display order: GET /v1/provider/list. */
  list: ProviderView[];
  /** The answer of GET /v1/provider/list as sent (bytes, ETag, gzip and brotli), made once per change. */
  listAnswer: CachedJson;
  /** Every branch, switched off too, by id. */
  byId: ReadonlyMap<string, ProviderView>;
  at: number;
}

// Like the menu (server/services/menu): the branch list is read on nearly every page and changes
// rarely, so one snapshot is kept and dropped on every 'provider' event (NOTIFY reaches every
// instance, and only after the change commits), with a short safety TTL. The snapshot remembers the
// database it was read from, so tests that swap databases never see another one's branches.
const TTL_MS = 60_000;
const holder = globalThis as unknown as {
  __providerCache?: {
    snap: ProviderSnapshot | null;
    source: unknown;
    wiredTo: unknown;
    loading: Promise<ProviderSnapshot> | null;
    version: number;
  };
};
const state = (holder.__providerCache ??= { snap: null, source: null, wiredTo: null, loading: null, version: 0 });

function drop() {
  state.snap = null;
  state.loading = null;
  state.version++;
}

// After the LISTEN connection came back, 'provider' events may have been missed: read again.
onResync({ name: 'provider-cache', run: drop });

async function wireInvalidation(current: unknown) {
  if (state.wiredTo === current) return;
  state.wiredTo = current;
  try {
    await subscribe((e) => {
      if (e.type === 'provider') drop();
    });
  } catch (err) {
    state.wiredTo = null;
    throw err;
  }
}

async function load(): Promise<ProviderSnapshot> {
  const rows = await db().select().from(providers).orderBy(asc(providers.sort), asc(providers.name));
  // A branch phone that is (now) a staff member's login is never published (issue 16).
  const staff = await staffLoginPhones({ tx: db(), phones: rows.flatMap((r) => [r.phone, r.staticPhone]) });
  const views = rows.map((r) =>
    toProviderView({
      ...r,
      phone: publicPhone({ phone: r.phone, staff }),
      staticPhone: publicPhone({ phone: r.staticPhone, staff }),
    }),
  );
  const list = views.filter((p) => p.active);
  return {
    list,
    listAnswer: cachedJson({ providers: list, total: list.length }),
    byId: new Map(views.map((p) => [p._id, p])),
    at: Date.now(),
  };
}

/** The cached branches, read once per change (concurrent first readers share one query). */
export async function providerSnapshot(): Promise<ProviderSnapshot> {
  const current = db();
  if (state.source !== current) {
    drop();
    state.source = current;
  }
  await wireInvalidation(current);
  if (state.snap && Date.now() - state.snap.at < TTL_MS) return state.snap;
  if (!state.loading) {
    const version = state.version;
    const loading = load().then(
      (snap) => {
        // A change that arrived while reading makes this read stale: keep it for this caller only.
        if (state.version === version) state.snap = snap;
        if (state.loading === loading) state.loading = null;
        return snap;
      },
      (err) => {
        if (state.loading === loading) state.loading = null;
        throw err;
      },
    );
    state.loading = loading;
  }
  return state.loading;
}

/**
 * Tells every instance a branch changed: its cached details and list (this file) and its cached menu
 * (which holds the branch row: hours, payment types, activation). Call inside the writing transaction.
 */
export async function publishProviderChange({ tx, providerId }: { tx: DbOrTx; providerId: string }): Promise<void> {
  await publish({ tx, event: { type: 'provider', providerId } });
  await publish({ tx, event: { type: 'menu', providerId } });
}

/** Drops this instance's snapshot at once (the writer's own instance, before NOTIFY arrives). */
export function invalidateProviderCache(): void {
  drop();
}
