import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Spinner from '@/components/ui/Spinner';
import { PanelNotice } from '@/components/panel/PanelGuard';
import { describeError } from '@/api-client';
import { ORDER_STATUSES } from '@/lib/order-rules';
import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import { CORE_ERRORS } from '@/lib/messages/core';
import { BOARD_FILTER_TEXT } from '@/lib/messages/order';
import { useEventSource, type LiveState } from '@/lib/client/eventSource';
import { useAppStore, type AppStore } from '@/store';
import {
  branchOrdersUrl,
  listAdmits,
  orderApi,
  ORDER_PAGE_SIZE,
  usePaymentMethodsQuery,
  useProviderOrderCountsQuery,
  useProviderOrdersQuery,
  type OrderListArgs,
} from '@/store/api/order';
import { orderNumber, useNow } from './format';
import OrderCard from './OrderCard';
import { AutoPrintSwitch, useAutoPrint, useNewOrdersTitle } from './BoardExtras';
import { useNotificationSound } from './sound';
import styles from './OrderBoard.module.css';
import Pagination from '@/components/ui/Pagination';
import ScrollRow from '@/components/ui/ScrollRow';

/** The default view holds the orders still being worked on; 'closed' the delivered and canceled ones (issue 16). */
type TabKey = OrderStatus | 'live' | 'closed';
type View = 'live' | 'closed';

const TABS: { key: TabKey; label: string }[] = [
  { key: 'live', label: BOARD_FILTER_TEXT.live },
  ...(['new', 'accepted', 'preparing', 'ready', 'delivered', 'canceled'] as const).map((s) => ({
    key: s,
    label: ORDER_STATUS_LABELS[s],
  })),
  { key: 'closed', label: BOARD_FILTER_TEXT.closed },
];

const TAB_COUNTS: Record<View, OrderStatus[]> = {
  live: ['new', 'accepted', 'preparing', 'ready'],
  closed: ['delivered', 'canceled'],
};

function sumCounts(
  counts: Partial<Record<OrderStatus | 'all', number>> | undefined,
  statuses: OrderStatus[],
): number | undefined {
  return counts ? statuses.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
}

/** How long a card that just arrived stays highlighted. */
const FRESH_MS = 4_000;

function parseStatus(value: unknown): OrderStatus | undefined {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
    ? (value as OrderStatus)
    : undefined;
}

function parsePage(value: unknown): number {
  const n = typeof value === 'string' ? Number(toLatinDigits(value)) : 1;
  return Number.isInteger(n) && n > 0 ? n : 1;
}

function boardHref(providerId: string, tab: TabKey, page: number) {
  const params = new URLSearchParams();
  if (tab === 'closed') params.set('view', 'closed');
  else if (tab !== 'live') params.set('status', tab);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/panel/${providerId}/orders${qs ? `?${qs}` : ''}`;
}

/** The status this order has in any cached list or entry, before the feed's update reaches them. */
function cachedStatus(store: AppStore, order: OrderView): OrderStatus | null {
  const state = store.getState();
  const entry = orderApi.endpoints.order.select(order._id)(state).data;
  if (entry) return entry.order.status;
  for (const args of orderApi.util.selectCachedArgsForQuery(state, 'providerOrders')) {
    const found = orderApi.endpoints.providerOrders
      .select(args)(state)
      .data?.orders.find((o) => o._id === order._id);
    if (found) return found.status;
  }
  return null;
}

const STREAM_LABELS: Record<LiveState, string> = {
  live: 'زنده',
  connecting: 'در حال اتصال…',
  reconnecting: 'در حال اتصال مجدد…',
};

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
      {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" /> : <path d="m16 9 6 6M22 9l-6 6" />}
    </svg>
  );
}

/** A branch's live order board: filter tabs, newest-first cards, paging, and the live feed. */
export default function OrderBoard({ providerId, providerName }: { providerId: string; providerName?: string }) {
  const router = useRouter();
  const store = useAppStore();
  const status = parseStatus(router.query.status);
  const view: View = router.query.view === 'closed' ? 'closed' : 'live';
  const tab: TabKey = status ?? view;
  const page = parsePage(router.query.page);
  const listArgs = useMemo<OrderListArgs>(
    () => (status ? { providerId, page, status } : { providerId, page, live: view === 'live' }),
    [providerId, page, status, view],
  );
  const listArgsRef = useRef(listArgs);
  useEffect(() => {
    listArgsRef.current = listArgs;
  }, [listArgs]);

  const now = useNow();
  const sound = useNotificationSound();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [missed, setMissed] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // Seeing the live orders from the top again clears the 'new orders elsewhere' banner.
  const onFirstPageOfAll = tab === 'live' && page === 1;
  const [lastView, setLastView] = useState(onFirstPageOfAll);
  if (lastView !== onFirstPageOfAll) {
    setLastView(onFirstPageOfAll);
    if (onFirstPageOfAll) setMissed(0);
  }

  const later = useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const counts = useProviderOrderCountsQuery(providerId);
  const autoPrint = useAutoPrint(providerId);
  useNewOrdersTitle(counts.data?.new);
  const refetchCounts = counts.refetch;
  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scheduleCounts = useCallback(() => {
    if (countsTimer.current) clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => {
      countsTimer.current = null;
      refetchCounts();
    }, 600);
  }, [refetchCounts]);
  useEffect(
    () => () => {
      if (countsTimer.current) clearTimeout(countsTimer.current);
    },
    [],
  );

  const arrive = (order: OrderView) => {
    sound.play();
    if (autoPrint.on) autoPrint.print(order._id);
    setAnnouncement(`سفارش جدید ${orderNumber(order.number)}`);
    const args = listArgsRef.current;
    if (args.page === 1 && listAdmits(args, order)) {
      setFresh((s) => new Set(s).add(order._id));
      later(
        () =>
          setFresh((s) => {
            const next = new Set(s);
            next.delete(order._id);
            return next;
          }),
        FRESH_MS,
      );
    } else {
      setMissed((n) => n + 1);
    }
  };

  // The cached pages place each order themselves (providerOrders' onCacheEntryAdded); the board only
  // sounds and shows arrivals. It hears each event first (`early`), while the cache still has the
  // status from before.
  const stream = useEventSource(
    branchOrdersUrl(providerId),
    {
      events: {
        created: (data) => {
          const order = (data as { order?: OrderView }).order;
          if (!order) return;
          scheduleCounts();
          // An order waiting for its online payment is not the bar's yet; it arrives when paid.
          if (order.status !== 'awaitingPayment') arrive(order);
        },
        updated: (data) => {
          const order = (data as { order?: OrderView }).order;
          if (!order) return;
          scheduleCounts();
          if (order.status === 'new' && cachedStatus(store, order) !== 'new') arrive(order);
        },
      },
      onResync: scheduleCounts,
    },
    { early: true },
  );

  // Without the live feed the board refreshes itself often; with it, a slow refresh is the safety net
  // that keeps a wall-mounted board from drifting if a proxy silently stalls the stream.
  const list = useProviderOrdersQuery(listArgs, {
    refetchOnMountOrArgChange: 30,
    pollingInterval: stream === 'live' ? 60_000 : 15_000,
  });
  // Ready before the first on-site order is handed over, so the payment picker opens without waiting.
  usePaymentMethodsQuery(providerId);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const errorInfo = list.error ? describeError(list.error) : null;

  return (
    <div className={styles.board}>
      <div className={styles.top}>
        <h1 className={styles.heading}>
          سفارش‌ها
          {providerName && <span className={styles.branch}>{providerName}</span>}
        </h1>
        <div className={styles.tools}>
          <span
            className={`${styles.live} ${styles[`live_${stream}`]}`}
            role="status"
            data-testid="stream-state"
            data-state={stream}
          >
            <span className={styles.dot} aria-hidden="true" />
            {STREAM_LABELS[stream]}
          </span>
          <AutoPrintSwitch on={autoPrint.on} onToggle={autoPrint.toggle} />
          <button
            type="button"
            className={`btn btn-sm ${sound.enabled && !sound.blocked ? 'btn-outline' : 'btn-primary'}`}
            onClick={sound.toggle}
            data-testid="sound-toggle"
            data-on={sound.enabled && !sound.blocked}
          >
            <SoundIcon on={sound.enabled && !sound.blocked} />
            {sound.enabled && !sound.blocked ? 'قطع صدای اعلان' : 'فعال‌سازی صدا'}
          </button>
        </div>
      </div>

      <ScrollRow label="وضعیت سفارش‌ها" current={tab}>
        <div className={styles.tabs}>
          {TABS.map((t) => {
            const active = tab === t.key;
            const count =
              t.key === 'live' || t.key === 'closed' ? sumCounts(counts.data, TAB_COUNTS[t.key]) : counts.data?.[t.key];
            return (
              <Link
                key={t.key}
                href={boardHref(providerId, t.key, 1)}
                replace
                shallow
                scroll={false}
                className={`${styles.tab} ${active ? styles.tabOn : ''}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`status-tab-${t.key}`}
              >
                {t.label}
                {count !== undefined && <span className={styles.tabCount}>{toPersianDigits(count)}</span>}
              </Link>
            );
          })}
        </div>
      </ScrollRow>

      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>

      {missed > 0 && (
        <div className={styles.banner} role="status">
          <span>{toPersianDigits(missed)} سفارش جدید</span>
          <Link
            href={boardHref(providerId, 'live', 1)}
            replace
            shallow
            scroll={false}
            className="btn btn-sm btn-primary"
            data-testid="new-orders-banner"
          >
            نمایش سفارش‌های جدید
          </Link>
        </div>
      )}

      {list.isLoading ? (
        <div className={styles.center}>
          <Spinner label="در حال دریافت سفارش‌ها" />
        </div>
      ) : errorInfo && !list.data ? (
        <PanelNotice
          tone="error"
          action={
            errorInfo.status !== 403 && (
              <button type="button" className="btn btn-outline" onClick={() => list.refetch()}>
                تلاش دوباره
              </button>
            )
          }
        >
          {errorInfo.status === 403 ? CORE_ERRORS.FORBIDDEN.fa : errorInfo.message}
        </PanelNotice>
      ) : list.data && list.data.orders.length === 0 ? (
        <PanelNotice>
          {status
            ? `سفارش «${ORDER_STATUS_LABELS[status]}» در این صفحه نیست.`
            : view === 'live'
              ? 'سفارش جاری‌ای نیست؛ سفارش‌های تحویل‌شده و لغوشده در زبانه «تحویل‌شده و لغوشده» هستند.'
              : 'سفارش تحویل‌شده یا لغوشده‌ای در این صفحه نیست.'}
        </PanelNotice>
      ) : (
        <section className={styles.grid} aria-label="فهرست سفارش‌ها" aria-busy={list.isFetching}>
          {list.data?.orders.map((order) => (
            <OrderCard key={order._id} order={order} listArgs={listArgs} now={now} fresh={fresh.has(order._id)} />
          ))}
        </section>
      )}

      {pages > 1 && <Pagination page={page} pages={pages} href={(p) => boardHref(providerId, tab, p)} shallow />}
    </div>
  );
}
