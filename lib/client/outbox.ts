import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OrderSubmitBody } from '@/lib/contracts/order';
import type { CartLine } from '@/store/slices/cartSlice';
import { OUTBOX_FLAG } from './outbox-flag';

/**
 * The outbox of orders placed without a connection (issue 29): kept in IndexedDB, so closing the tab loses
 * none, each with its idempotency key (the submit's `orderId`: the server answers a repeated key with the
 * same order, so a resend after a lost answer never places a second one). An entry leaves the outbox only
 * after the server answered: placed (the order exists), or refused with a message, when its lines go back
 * to the cart to be fixed (lib/client/outbox-sync.ts). Pay on site and wallet only: a bank payment needs
 * the bank's page, so it waits for the connection.
 */
export interface OutboxEntry {
  /** The idempotency key, also `body.orderId`. */
  key: string;
  /** Who placed it: sent only while that person is signed in. */
  userId: string;
  providerId: string;
  providerName: string;
  body: OrderSubmitBody & { orderId: string };
  /** The cart's lines as they were (shown in the outbox, and put back in the cart on a refusal). */
  lines: CartLine[];
  /** The cart's estimate at the time (the server prices the order when it arrives). */
  estimate: number;
  createdAt: string;
  /** Failed sends so far (no answer, or a server error): the next waits longer. */
  attempts: number;
}

interface OutboxDB extends DBSchema {
  orders: { key: string; value: OutboxEntry };
}

/** Said on window whenever the outbox changes (the lists showing it read it again). */
export const OUTBOX_CHANGED = 'hamkar-outbox-changed';

function flag(on: boolean) {
  try {
    if (on) localStorage.setItem(OUTBOX_FLAG, '1');
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused: the sender still starts when an order is queued in this tab.
  }
}

let db: Promise<IDBPDatabase<OutboxDB>> | null = null;
function open(): Promise<IDBPDatabase<OutboxDB>> {
  db ??= openDB<OutboxDB>('hamkar-outbox', 1, {
    upgrade(d) {
      d.createObjectStore('orders', { keyPath: 'key' });
    },
  });
  return db;
}

function changed() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  await (await open()).put('orders', entry);
  flag(true);
  changed();
}

/** Every waiting order, oldest first. */
export async function outboxEntries(): Promise<OutboxEntry[]> {
  const all = await (await open()).getAll('orders');
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function removeFromOutbox(key: string): Promise<void> {
  await (await open()).delete('orders', key);
  changed();
}

async function saveAttempt(entry: OutboxEntry): Promise<void> {
  await (await open()).put('orders', { ...entry, attempts: entry.attempts + 1 });
}

/** What the server did with one send. */
export type SendResult =
  | { kind: 'placed'; orderId: string }
  /** Refused for good (sold out, branch closed, …), with the server's Persian message. */
  | { kind: 'refused'; message: string; error: unknown }
  /** No answer, or an answer worth trying again later (server error, too many requests). */
  | { kind: 'retry' }
  /** The session is gone: wait until the person signs in again. */
  | { kind: 'signedOut' };

export interface FlushHooks {
  /** Who is signed in now (asked of the server), or null. */
  currentUser: () => Promise<string | null>;
  send: (entry: OutboxEntry) => Promise<SendResult>;
  placed: (entry: OutboxEntry, orderId: string) => void | Promise<void>;
  refused: (entry: OutboxEntry, message: string, error: unknown) => void | Promise<void>;
}

/**
 * Sends the signed-in person's waiting orders, one at a time, oldest first. Returns how many still wait
 * for another try (no answer or a server error), so the caller can schedule one; entries of someone else,
 * or of a signed-out session, wait without counting.
 */
export async function flushOutbox(hooks: FlushHooks): Promise<{ retry: number; attempts: number }> {
  const entries = await outboxEntries();
  if (!entries.length) {
    flag(false);
    return { retry: 0, attempts: 0 };
  }
  const user = await hooks.currentUser();
  let retry = 0;
  let attempts = 0;
  for (const entry of entries) {
    if (!user || entry.userId !== user) continue;
    const result = await hooks.send(entry);
    if (result.kind === 'placed') {
      // The order exists: only now does the entry go (a send whose answer was lost is sent again, same key).
      await removeFromOutbox(entry.key);
      await hooks.placed(entry, result.orderId);
    } else if (result.kind === 'refused') {
      await hooks.refused(entry, result.message, result.error);
      await removeFromOutbox(entry.key);
    } else if (result.kind === 'retry') {
      await saveAttempt(entry);
      retry++;
      attempts = Math.max(attempts, entry.attempts + 1);
    } else {
      break;
    }
  }
  if (!(await outboxEntries()).length) flag(false);
  return { retry, attempts };
}

/** The wait before the next try after `attempts` failed ones: 2 s, 4 s, 8 s … up to a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, attempts - 1));
}
