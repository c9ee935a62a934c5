import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Written once `onOpen` has subscribed (LISTEN is in place): from then on no event is missed. An SSE
 * comment line, which EventSource ignores by definition; tests and other readers wait for it.
 */
export const SSE_READY = ': ready\n\n';

/**
 * Turns a response into a server-sent event stream. Resolves when the client goes away.
 * `Content-Encoding: none` keeps Next's gzip from buffering the stream.
 */
export function openEventStream(_req: NextApiRequest, res: NextApiResponse, onOpen: (send: (event: string, data: unknown) => void) => Promise<() => void>): Promise<void> {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'Content-Encoding': 'none',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  const send = (event: string, data: unknown) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return new Promise((resolve) => {
    let cleanup: (() => void) | null = null;
    const heartbeat = setInterval(() => res.write(': ping\n\n'), 25_000);
    const close = () => {
      clearInterval(heartbeat);
      cleanup?.();
      resolve();
    };
    // The response closes when the client goes away. (The request's own 'close' fires as soon as a
    // GET body has been read on current Node, so it cannot be used for this.)
    res.on('close', close);
    onOpen(send)
      .then((c) => {
        cleanup = c;
        if (res.destroyed || res.writableEnded) close();
        else res.write(SSE_READY);
      })
      .catch(() => {
        res.end();
        close();
      });
  });
}
