import { useEffect, useState } from 'react';
import type { OrderView } from '@/lib/contracts/order';
import { useAppDispatch } from '@/store';
import { orderApi } from '@/store/api/order';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';

/**
 * Follows an order over the server-sent event stream and writes every `order` event into the
 * cached order, so the screen changes without a reload. The browser reconnects by itself after a
 * dropped connection; when it gives up (an error status) this tries again with a growing pause.
 */
export function useOrderLive(orderId: string, enabled: boolean): LiveState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!enabled || !orderId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const onOrder = (e: MessageEvent<string>) => {
      let payload: { order?: OrderView };
      try {
        payload = JSON.parse(e.data);
      } catch {
        return;
      }
      const order = payload.order;
      if (!order) return;
      dispatch(
        orderApi.util.updateQueryData('order', orderId, (d) => {
          d.order = order;
        }),
      );
    };

    const connect = () => {
      source = new EventSource(`${API_BASE}/v1/order/track/${encodeURIComponent(orderId)}`, { withCredentials: true });
      source.addEventListener('order', onOrder);
      source.onopen = () => {
        failures = 0;
        setState('live');
      };
      source.onerror = () => {
        if (stopped) return;
        setState('reconnecting');
        if (source && source.readyState === EventSource.CLOSED) {
          source.close();
          failures += 1;
          retry = setTimeout(connect, Math.min(30_000, 2_000 * 2 ** (failures - 1)));
        }
      };
    };
    connect();

    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [orderId, enabled, dispatch]);

  return state;
}
