import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeSource extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeSource.all.push(this);
  }
  open() {
    this.readyState = FakeSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(Object.assign(new Event(type), { data: JSON.stringify(data) }));
  }
  /** The browser gave up (an error status): it will not retry by itself. */
  fail() {
    this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
}

let win: EventTarget;
const nav = { onLine: true };

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  FakeSource.all = [];
  win = new EventTarget();
  nav.onLine = true;
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const load = () => import('@/lib/client/eventSource');
const live = (url: string) => FakeSource.all.filter((s) => s.url === url && s.readyState !== FakeSource.CLOSED);

describe('followEventSource', () => {
  it('shares one connection per URL, delivers to early listeners first, and closes with the last one', async () => {
    const { followEventSource } = await load();
    const heard: string[] = [];
    const stopA = followEventSource('/feed', {
      events: { created: (d) => heard.push(`cache:${(d as { n: number }).n}`) },
    });
    const stopB = followEventSource(
      '/feed',
      { events: { created: (d) => heard.push(`board:${(d as { n: number }).n}`) } },
      { early: true },
    );
    expect(live('/feed')).toHaveLength(1);
    const source = live('/feed')[0];
    source.open();
    source.emit('created', { n: 1 });
    expect(heard).toEqual(['board:1', 'cache:1']);
    stopB();
    expect(source.readyState).toBe(FakeSource.OPEN);
    stopA();
    expect(source.readyState).toBe(FakeSource.CLOSED);
  });

  it('opens again after the browser gives up, and tells listeners to catch up', async () => {
    const { followEventSource } = await load();
    const onResync = vi.fn();
    followEventSource('/feed', { events: { updated: () => {} }, onResync });
    FakeSource.all[0].open();
    FakeSource.all[0].fail();
    expect(live('/feed')).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    expect(live('/feed')).toHaveLength(1);
    expect(onResync).not.toHaveBeenCalled();
    live('/feed')[0].open();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('closes while offline and opens at once when the device is back online', async () => {
    const { followEventSource } = await load();
    followEventSource('/feed', { events: { order: () => {} } });
    FakeSource.all[0].open();
    win.dispatchEvent(new Event('offline'));
    expect(live('/feed')).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(live('/feed')).toHaveLength(0);
    win.dispatchEvent(new Event('online'));
    expect(live('/feed')).toHaveLength(1);
  });
});
