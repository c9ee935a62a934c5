import type { NextApiRequest, NextApiResponse } from 'next';
import { onResync } from '../services/events/resync';

/**
 * Written once `onOpen` has subscribed (LISTEN is in place): from then on no event is missed. An SSE
 * comment line, which EventSource ignores by definition; tests and other readers wait for it.
 */
export const SSE_READY = ': ready\n\n';

const HEARTBEAT_MS = 25_000;

// Every open stream of this instance, by the function that ends it with a reconnection hint.
const holder = globalThis as unknown as { __sseStreams?: Set<(retryMs: number) => void> };
const streams = (holder.__sseStreams ??= new Set());

/**
 * Ends every open stream of this instance, telling each reader's EventSource to come back in about
 * `retryMs` (spread over ±50% so a wall of boards does not return at one instant). A reader that
 * comes back is a resync: the tracking stream sends the order as it is on opening, and the board's
 * pages load again on reopening (lib/client/eventSource.ts onResync). Returns how many were ended.
 */
export function closeEventStreams(retryMs: number): number {
  const open = [...streams];
  for (const end of open) end(Math.round(retryMs * (0.5 + Math.random())));
  return open.length;
}

/** How many streams are open on this instance. */
export function openEventStreamCount(): number {
  return streams.size;
}

// Events published while this instance's LISTEN connection was down were missed: readers resync.
onResync({ name: 'sse', run: () => closeEventStreams(1_000) });

export interface EventStreamOptions {
  /**
   * Asked again before every event is written and at every heartbeat: whether the reader may still
   * receive this stream (their session is live, their account active, their right still held). A
   * stream opened by a staff member who then logs out, is deactivated or loses the branch closes at
   * the next event instead of delivering it. Not cached: the answer is read from the database each time.
   */
  allowed?: () => Promise<boolean>;
}

/**
 * Turns a response into a server-sent event stream. Resolves when the client goes away or the
 * reader's right to it is gone (`allowed`). `send` writes nothing once the stream is closed.
 * `Content-Encoding: none` keeps Next's gzip from buffering the stream.
 */
export function openEventStream(
  _req: NextApiRequest,
  res: NextApiResponse,
  onOpen: (send: (event: string, data: unknown) => Promise<void>) => Promise<() => void>,
  opts: EventStreamOptions = {},
): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'Content-Encoding': 'none',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  let closed = false;
  let end: () => void = () => undefined;
  const stillAllowed = async () => {
    if (closed) return false;
    if (!opts.allowed) return true;
    const ok = await opts.allowed().catch(() => false);
    if (!ok) end();
    return ok && !closed;
  };
  const send = async (event: string, data: unknown) => {
    if (!(await stillAllowed())) return;
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return new Promise((resolve) => {
    let cleanup: (() => void) | null = null;
    const heartbeat = setInterval(() => {
      void stillAllowed().then((ok) => ok && res.write(': ping\n\n'));
    }, HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      streams.delete(endWithRetry);
      clearInterval(heartbeat);
      cleanup?.();
      resolve();
    };
    // Ends the response from this side (the right is gone); the reader's EventSource sees it close.
    end = () => {
      if (closed) return;
      close();
      if (!res.writableEnded) res.end();
    };
    const endWithRetry = (retryMs: number) => {
      if (closed) return;
      if (!res.writableEnded) res.write(`retry: ${retryMs}\n\n`);
      end();
    };
    streams.add(endWithRetry);
    // The response closes when the client goes away. (The request's own 'close' fires as soon as a
    // GET body has been read on current Node, so it cannot be used for this.)
    res.on('close', close);
    onOpen(send)
      .then((c) => {
        cleanup = c;
        if (closed) c();
        else if (res.destroyed || res.writableEnded) close();
        else res.write(SSE_READY);
      })
      .catch(() => {
        res.end();
        close();
      });
  });
}
