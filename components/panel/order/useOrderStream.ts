import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderView } from '@/lib/contracts/order';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

export interface OrderStreamHandlers {
  onCreated?: (order: OrderView) => void;
  onUpdated?: (order: OrderView) => void;
  /** The stream came back after a break: events may have been missed, so lists should refetch. */
  onResync?: () => void;
}

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';
/** Retry delays when the server closes the stream for good (e.g. a restart); the browser retries drops itself. */
const RETRY_MS = [2_000, 5_000, 10_000, 20_000];

function parseOrder(e: MessageEvent): OrderView | null {
  try {
    const data = JSON.parse(String(e.data)) as { order?: OrderView };
    return data.order ?? null;
  } catch {
    return null;
  }
}

/**
 * Follows a branch's live order feed (server-sent events) while mounted.
 * Returns the connection state for the board's indicator.
 */
export function useOrderStream(providerId: string | undefined, handlers: OrderStreamHandlers): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!providerId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let everOpened = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource(`${API_BASE}/v1/order/events/${encodeURIComponent(providerId)}`, { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        setState('live');
        if (everOpened) handlersRef.current.onResync?.();
        everOpened = true;
      };
      source.onerror = () => {
        if (stopped) return;
        setState(everOpened ? 'reconnecting' : 'connecting');
        // CLOSED means the browser gave up (an error status); otherwise it is already retrying.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
          attempt += 1;
          retryTimer = setTimeout(connect, delay);
        }
      };
      source.addEventListener('created', (e) => {
        const order = parseOrder(e as MessageEvent);
        if (order) handlersRef.current.onCreated?.(order);
      });
      source.addEventListener('updated', (e) => {
        const order = parseOrder(e as MessageEvent);
        if (order) handlersRef.current.onUpdated?.(order);
      });
    };

    connect();
    return () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      source?.close();
      setState('connecting');
    };
  }, [providerId]);

  return state;
}
