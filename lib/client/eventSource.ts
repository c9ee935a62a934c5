import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** Whether a server-sent event stream is connected ('live'), being opened, or being opened again. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface StreamListener {
  /** Named events (`event: created`), each with its JSON `data` parsed. */
  events?: Record<string, (data: unknown) => void>;
  /** The stream opened again after a break: events may have been missed. */
  onResync?: () => void;
}

/** Waits when the server closes a stream for good (an error status, a restart); the browser retries drops itself. */
const RETRY_MS = [2_000, 5_000, 10_000, 20_000, 30_000];

interface Connection {
  listeners: { listener: StreamListener; early: boolean }[];
  state: LiveState;
  stop: () => void;
  types: Set<string>;
  addType: (type: string) => void;
}

const connections = new Map<string, Connection>();
/** Screens showing a stream's state (useEventSourceState); told of every change of any stream. */
const watchers = new Set<() => void>();
const notify = () => watchers.forEach((w) => w());

function setState(conn: Connection, state: LiveState) {
  if (conn.state === state) return;
  conn.state = state;
  notify();
}

/**
 * Opens one EventSource for `url` (same-site, with cookies) shared by everyone following it. It
 * reconnects with a growing pause when the browser gives up, closes while the device is offline and
 * opens again at once when it is back, and closes when the last listener leaves.
 */
function open(url: string): Connection {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let everOpened = false;

  const conn: Connection = {
    listeners: [],
    state: 'connecting',
    types: new Set(),
    addType: (type) => {
      if (conn.types.has(type)) return;
      conn.types.add(type);
      source?.addEventListener(type, (e) => deliver(type, e as MessageEvent));
    },
    stop: () => {
      if (retry) clearTimeout(retry);
      source?.close();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    },
  };

  const deliver = (type: string, e: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(e.data));
    } catch {
      return;
    }
    for (const { listener } of [...conn.listeners]) listener.events?.[type]?.(data);
  };

  const connect = () => {
    retry = null;
    source = new EventSource(url, { withCredentials: true });
    for (const type of conn.types) source.addEventListener(type, (e) => deliver(type, e as MessageEvent));
    source.onopen = () => {
      attempt = 0;
      setState(conn, 'live');
      if (everOpened) [...conn.listeners].forEach(({ listener }) => listener.onResync?.());
      everOpened = true;
    };
    source.onerror = () => {
      setState(conn, everOpened ? 'reconnecting' : 'connecting');
      // CLOSED: the browser gave up (an error status); otherwise it is already retrying by itself.
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        retry = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
        attempt += 1;
      }
    };
  };
  const offline = () => {
    source?.close();
    source = null;
    if (retry) clearTimeout(retry);
    retry = null;
    setState(conn, everOpened ? 'reconnecting' : 'connecting');
  };
  const online = () => {
    if (source && source.readyState !== EventSource.CLOSED) return;
    if (retry) clearTimeout(retry);
    attempt = 0;
    connect();
  };

  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (navigator.onLine === false) offline();
  else connect();
  return conn;
}

/**
 * Follows the stream at `url` until the returned function is called. `early` listeners hear each
 * event before the others (a screen that compares with the cache before the cache entries update it).
 * Does nothing where there is no EventSource (the server).
 */
export function followEventSource(url: string, listener: StreamListener, { early = false } = {}): () => void {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return () => {};
  let conn = connections.get(url);
  if (!conn) {
    conn = open(url);
    connections.set(url, conn);
    notify();
  }
  const entry = { listener, early };
  if (early) conn.listeners.unshift(entry);
  else conn.listeners.push(entry);
  Object.keys(listener.events ?? {}).forEach(conn.addType);
  const c = conn;
  return () => {
    c.listeners = c.listeners.filter((l) => l !== entry);
    if (c.listeners.length || connections.get(url) !== c) return;
    connections.delete(url);
    c.stop();
    notify();
  };
}

function watch(onChange: () => void) {
  watchers.add(onChange);
  return () => {
    watchers.delete(onChange);
  };
}

/** The state of the stream at `url` as its followers see it ('connecting' while nobody follows it). */
export function useEventSourceState(url: string | null): LiveState {
  return useSyncExternalStore(
    watch,
    () => (url ? (connections.get(url)?.state ?? 'connecting') : 'connecting'),
    () => 'connecting',
  );
}

/** Follows the stream at `url` while mounted (with the latest handlers) and returns its state. */
export function useEventSource(url: string | null, listener: StreamListener, options?: { early?: boolean }): LiveState {
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  const early = options?.early ?? false;
  const types = Object.keys(listener.events ?? {})
    .sort()
    .join(',');
  useEffect(() => {
    if (!url) return;
    const events = Object.fromEntries(
      types
        .split(',')
        .filter(Boolean)
        .map((t) => [t, (data: unknown) => latest.current.events?.[t]?.(data)]),
    );
    return followEventSource(url, { events, onResync: () => latest.current.onResync?.() }, { early });
  }, [url, types, early]);
  return useEventSourceState(url);
}
