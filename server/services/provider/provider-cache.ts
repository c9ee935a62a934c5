import { cachedJson, type CachedJson } from '../../http/cached-json';
import { asc } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { db, type DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { publish } from '../events/bus';
import { snapshotCache } from '../events/snapshot-cache';
import { toProviderView } from './provider-view';
import { publicPhone, staffLoginPhones } from './public-phones';

interface ProviderSnapshot {
  /** Active branches in display order: GET /v1/provider/list. */
  list: ProviderView[];
  /** The answer of GET /v1/provider/list as sent (bytes, ETag, gzip and brotli), made once per change. */
  listAnswer: CachedJson;
  /** Every branch, switched off too, by id. */
  byId: ReadonlyMap<string, ProviderView>;
}

// Like the menu: the branch list is read on nearly every page and changes rarely, so one snapshot is kept
// and dropped by every 'provider' event (server/services/events/snapshot-cache.ts).
const branches = snapshotCache<ProviderSnapshot>({
  name: 'provider',
  keyOf: (e) => (e.type === 'provider' ? '' : undefined),
  load: () => load(),
});

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
  };
}

/** The cached branches, read once per change (concurrent first readers share one query). */
export function providerSnapshot(): Promise<ProviderSnapshot> {
  return branches.get('');
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
  branches.drop();
}
