import { describeError, http } from '@/api-client';
import type { AppStore } from '@/store';
import { authApi } from '@/store/api/auth';
import { api } from '@/store/api/base';
import { addItem } from '@/store/slices/cartSlice';
import { markUnsellable } from '@/store/slices/cartIssuesSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { unsellableLines } from '@/components/cart/unsellable';
import { backoffMs, flushOutbox, type OutboxEntry, type SendResult } from './outbox';

/** Statuses worth trying again: the request timed out, too many requests, or the server failed. */
const RETRY_STATUS = (s: number) => s === 408 || s === 429 || s >= 500;

async function send(entry: OutboxEntry): Promise<SendResult> {
  try {
    const r = await (await http()).post<{ orderId: string }>('/v1/order/submit', entry.body);
    return { kind: 'placed', orderId: r.data.orderId };
  } catch (err) {
    const info = describeError(err);
    if (info.status === null || RETRY_STATUS(info.status)) return { kind: 'retry' };
    if (info.status === 401) return { kind: 'signedOut' };
    return { kind: 'refused', message: info.message, error: err };
  }
}

/**
 * Sends the outbox (lib/client/outbox.ts) at start, whenever the connection comes back, and again after a
 * failed try with a growing wait; one send at a time in this tab, and one tab at a time where the browser
 * has Web Locks (another tab's send of the same key would get the same order anyway). Started by _app.
 */
let started: { store: AppStore; run: () => void } | null = null;

export function startOutbox(store: AppStore): void {
  // Once per tab: a later call (an order just queued) only sends now.
  if (started?.store === store) return started.run();
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const hooks = {
    currentUser: async () => {
      // Asked of the server (this also brings the header back to the signed-in person after an offline start).
      const check = store.dispatch(authApi.endpoints.checkActivation.initiate(undefined, { forceRefetch: true }));
      try {
        return (await check.unwrap()).user?._id ?? null;
      } catch {
        return null;
      } finally {
        check.unsubscribe();
      }
    },
    send,
    placed: () => {
      store.dispatch(api.util.invalidateTags(['MyOrders', 'Menu', 'Wallet', 'Transactions', 'Me']));
    },
    refused: (entry: OutboxEntry, message: string, error: unknown) => {
      // Back in the cart to be fixed, with the server's reason; never dropped without a word.
      for (const { itemsCount, ...line } of entry.lines) store.dispatch(addItem({ ...line, count: itemsCount }));
      const lines = unsellableLines(error);
      if (lines) store.dispatch(markUnsellable({ providerId: entry.providerId, lines }));
      store.dispatch(
        openModal({
          type: 'error',
          props: {
            message: `سفارش ارسال‌نشده شما در ${entry.providerName} ثبت نشد: ${message} اقلام آن به سبد خرید برگشت.`,
          },
        }),
      );
    },
  };

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      const flush = () => flushOutbox(hooks);
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      const { retry, attempts } = locks ? await locks.request('hamkar-outbox', flush) : await flush();
      if (retry > 0) timer = setTimeout(() => void run(), backoffMs(attempts));
    } catch {
      // IndexedDB unavailable (a private window in some browsers): nothing was queued there either.
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };

  const onOnline = () => void run();
  window.addEventListener('online', onOnline);
  started = { store, run: onOnline };
  void run();
}
