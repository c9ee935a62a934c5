import { beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB as a Map (the outbox's own logic is what is tested here; idb is a thin wrapper over it).
const rows = new Map<string, unknown>();
vi.mock('idb', () => ({
  openDB: async () => ({
    put: async (_store: string, value: { key: string }) => void rows.set(value.key, structuredClone(value)),
    getAll: async () => [...rows.values()].map((v) => structuredClone(v)),
    delete: async (_store: string, key: string) => void rows.delete(key),
  }),
}));

const { addToOutbox, backoffMs, flushOutbox, outboxEntries } = await import('@/lib/client/outbox');
type Entry = Parameters<typeof addToOutbox>[0];

function entry(key: string, userId = 'u1', minute = 0): Entry {
  return {
    key,
    userId,
    providerId: 'p1',
    providerName: 'میرداماد',
    body: { orderId: key, providerId: 'p1', items: [{ _id: 'latte', count: 1 }], paymentBy: 'pos' },
    lines: [],
    estimate: 98_000,
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
    attempts: 0,
  };
}

function hooks(results: Record<string, Awaited<ReturnType<Parameters<typeof flushOutbox>[0]['send']>>>, user = 'u1') {
  const sent: string[] = [];
  const placed: string[] = [];
  const refused: string[] = [];
  return {
    sent,
    placed,
    refused,
    h: {
      currentUser: async () => user,
      send: async (e: Entry) => {
        sent.push(e.key);
        return results[e.key];
      },
      placed: (e: Entry) => void placed.push(e.key),
      refused: (e: Entry, message: string) => void refused.push(`${e.key}: ${message}`),
    },
  };
}

describe('the offline order outbox (issue 29)', () => {
  beforeEach(() => rows.clear());

  it('keeps an entry until the server answered, and sends each one with its own key, oldest first', async () => {
    await addToOutbox(entry('k2', 'u1', 5));
    await addToOutbox(entry('k1', 'u1', 1));
    // No answer: kept, with the failed try counted (the next waits longer).
    const offline = hooks({ k1: { kind: 'retry' }, k2: { kind: 'retry' } });
    expect(await flushOutbox(offline.h)).toEqual({ retry: 2, attempts: 1 });
    expect(offline.sent).toEqual(['k1', 'k2']);
    expect((await outboxEntries()).map((e) => [e.key, e.attempts])).toEqual([
      ['k1', 1],
      ['k2', 1],
    ]);
    // Answered: placed, and only then gone; a second flush sends nothing again.
    const online = hooks({ k1: { kind: 'placed', orderId: 'o1' }, k2: { kind: 'placed', orderId: 'o2' } });
    expect(await flushOutbox(online.h)).toEqual({ retry: 0, attempts: 0 });
    expect(online.placed).toEqual(['k1', 'k2']);
    expect(await outboxEntries()).toEqual([]);
    const after = hooks({});
    await flushOutbox(after.h);
    expect(after.sent).toEqual([]);
  });

  it("a refusal is handed back with the server's message (to the cart), never dropped silently", async () => {
    await addToOutbox(entry('k1'));
    const run = hooks({ k1: { kind: 'refused', message: 'لاته تمام شده است.', error: null } });
    await flushOutbox(run.h);
    expect(run.refused).toEqual(['k1: لاته تمام شده است.']);
    expect(await outboxEntries()).toEqual([]);
  });

  it("sends only the signed-in person's orders, and stops when the session is gone", async () => {
    await addToOutbox(entry('mine', 'u1', 1));
    await addToOutbox(entry('theirs', 'u2', 2));
    const run = hooks({ mine: { kind: 'signedOut' } });
    await flushOutbox(run.h);
    expect(run.sent).toEqual(['mine']);
    expect((await outboxEntries()).map((e) => e.key)).toEqual(['mine', 'theirs']);
    const nobody = hooks({}, '');
    await flushOutbox({ ...nobody.h, currentUser: async () => null });
    expect(nobody.sent).toEqual([]);
  });

  it('waits 2 s, 4 s, 8 s … at most a minute between tries', () => {
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([2000, 4000, 8000, 60_000]);
  });
});
