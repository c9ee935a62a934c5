import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { turnOffIdleAsyncStorage } from '@/server/runtime/idle-async-storage';

// `enabled` is Node 20's own flag: while any storage is enabled, every promise of the process pays for async hooks.
const enabled = (s: AsyncLocalStorage<unknown>) => (s as unknown as { enabled?: boolean }).enabled;

describe('async storage turned off when no run is in progress (issue 25: a server slowed for good by its first page)', () => {
  turnOffIdleAsyncStorage();

  it('keeps the value through a synchronous run, then turns the storage off', () => {
    const s = new AsyncLocalStorage<string>();
    let seen: string | undefined;
    s.run('render', () => {
      seen = s.getStore();
      expect(enabled(s)).not.toBe(false);
    });
    expect(seen).toBe('render');
    expect(enabled(s)).toBe(false);
    expect(s.getStore()).toBeUndefined();
  });

  it('keeps the value across the awaits of an async run, and of two overlapping runs, until the last settles', async () => {
    const s = new AsyncLocalStorage<string>();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = s.run('a', async () => {
      await gate;
      return s.getStore();
    });
    const second = s.run('b', async () => {
      await new Promise((r) => setTimeout(r, 5));
      return s.getStore();
    });
    expect(await second).toBe('b');
    await new Promise((r) => setTimeout(r, 0));
    // The first run is still working: the storage stays on for it.
    expect(enabled(s)).not.toBe(false);
    release();
    expect(await first).toBe('a');
    await new Promise((r) => setTimeout(r, 0));
    expect(enabled(s)).toBe(false);
  });

  it('passes a rejection on to the caller and still turns the storage off', async () => {
    const s = new AsyncLocalStorage<number>();
    await expect(
      s.run(1, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 0));
    expect(enabled(s)).toBe(false);
    expect(() =>
      s.run(2, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(enabled(s)).toBe(false);
  });
});
