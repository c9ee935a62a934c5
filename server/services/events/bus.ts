import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { rawDb, type DbOrTx } from '../../db/client';
import { resyncAll } from './resync';
import type { TabChange } from '@/lib/contracts/tab';

/** The NOTIFY channel every event goes through (the functions and triggers of migration 0005 publish on it too). */
export const EVENT_CHANNEL = 'app_events';

export type AppEvent =
  | {
      type: 'order';
      orderId: string;
      providerId: string;
      /** Null for a walk-in counter order (no customer). */ userId: string | null;
      status: string;
      created?: boolean;
    }
  | { type: 'menu'; providerId: string }
  | { type: 'provider'; providerId: string }
  /** A table tab changed (issue 27): its stream and the branch's board read it again. */
  | { type: 'tab'; tabId: string; providerId: string; change: TabChange };

/**
 * Events go through PostgreSQL NOTIFY (PGlite speaks it too), so every app instance hears every
 * change, and an event published inside a transaction is delivered only if that transaction commits.
 */
export async function publish({ tx, event }: { tx: DbOrTx; event: AppEvent }): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}

const holder = globalThis as unknown as {
  __bus?: { emitter: EventEmitter; ready: Promise<void>; offReconnect: () => void };
};

function bus() {
  if (!holder.__bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    const raw = rawDb();
    const offReconnect = raw.onReconnect(resyncAll);
    const ready = raw
      .listen(EVENT_CHANNEL, (payload) => {
        try {
          emitter.emit('event', JSON.parse(payload) as AppEvent);
        } catch {
          // A malformed payload is not ours; ignore it.
        }
      })
      .then(() => undefined);
    holder.__bus = { emitter, ready, offReconnect };
  }
  return holder.__bus;
}

/** Listens to every event on this instance; returns the unsubscribe function. */
export async function subscribe(listener: (event: AppEvent) => void): Promise<() => void> {
  const b = bus();
  await b.ready;
  b.emitter.on('event', listener);
  return () => b.emitter.off('event', listener);
}

/** For tests that swap databases: forget the listener bound to the old one. */
export function resetBus(): void {
  holder.__bus?.emitter.removeAllListeners();
  holder.__bus?.offReconnect();
  holder.__bus = undefined;
}
