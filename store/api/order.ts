import { api } from './base';
import { optimisticToggle } from './optimistic';
import type {
  OrderPageView,
  OrderStatus,
  OrderTableView,
  OrderType,
  OrderView,
  PriceView,
} from '@/lib/contracts/order';
import type { PaymentMethodListView } from '@/lib/contracts/provider';

/** One page of a branch's order board. */
export interface OrderListArgs {
  providerId: string;
  page: number;
  status?: OrderStatus;
  /** true: only orders still being worked on (the board's default); false: only delivered and canceled. */
  live?: boolean;
}

export const ORDER_PAGE_SIZE = 50;
const LIVE: readonly OrderStatus[] = ['new', 'accepted', 'preparing', 'ready'];
const CLOSED: readonly OrderStatus[] = ['delivered', 'canceled'];

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';
/** One order's live status (its customer and its branch's staff): `order` events. */
export const orderTrackUrl = (orderId: string) => `${API_BASE}/v1/order/track/${encodeURIComponent(orderId)}`;
/** A branch's live order feed for its staff: `created` and `updated` events. */
export const branchOrdersUrl = (providerId: string) => `${API_BASE}/v1/order/events/${encodeURIComponent(providerId)}`;

/** The stream helper loads with the first stream, not with every page that lists or prices orders. */
const loadEventSource = () => import('@/lib/client/eventSource').then((m) => m.followEventSource);

const orderOf = (data: unknown): OrderView | null => (data as { order?: OrderView } | null)?.order ?? null;

/** Whether a list page with these arguments is meant to hold this order (its filter admits it). */
export function listAdmits(args: OrderListArgs, order: OrderView): boolean {
  return (
    args.providerId === order.providerId &&
    (!args.status || args.status === order.status) &&
    (args.live === undefined || (args.live ? LIVE : CLOSED).includes(order.status))
  );
}

/**
 * Applies an order from the live feed to one cached list page without refetching: it replaces the
 * order where it is, drops it when the page's status filter no longer admits it, and puts a new (or
 * newly admitted) order in place on page 1 (later pages only shift by one).
 */
export function applyToPage(draft: OrderPageView, args: OrderListArgs, order: OrderView): void {
  const at = draft.orders.findIndex((o) => o._id === order._id);
  const admits = listAdmits(args, order);
  if (at >= 0) {
    if (admits) draft.orders[at] = order;
    else {
      draft.orders.splice(at, 1);
      draft.total = Math.max(0, draft.total - 1);
    }
    return;
  }
  if (!admits) return;
  draft.total += 1;
  if (args.page !== 1) return;
  const created = new Date(order.createdAt).getTime();
  let index = draft.orders.findIndex((o) => new Date(o.createdAt).getTime() < created);
  if (index < 0) {
    if (draft.orders.length >= ORDER_PAGE_SIZE) return;
    index = draft.orders.length;
  }
  draft.orders.splice(index, 0, order);
  if (draft.orders.length > ORDER_PAGE_SIZE) draft.orders.pop();
}

export const orderApi = api.injectEndpoints({
  endpoints: (b) => ({
    calculatePrice: b.mutation<
      { price: PriceView },
      {
        providerId: string;
        items: { _id: string; count: number; name?: string; price?: number; hasMembershipDiscount?: boolean }[];
        orderType?: OrderType;
      }
    >({
      query: (data) => ({ url: '/v1/order/calculate/items/price', method: 'POST', data }),
    }),
    /** Kept current by the order's live stream while anything shows it (see useEventSourceState for its state). */
    order: b.query<{ order: OrderView }, string>({
      query: (id) => ({ url: `/v1/order/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // Never loaded (not found, not allowed): nothing to follow.
        }
        // The stream sends the order as it is when it opens (also after a break), then every change.
        const followEventSource = await loadEventSource();
        const stop = followEventSource(orderTrackUrl(id), {
          events: {
            order: (data) => {
              const order = orderOf(data);
              if (order)
                updateCachedData((draft) => {
                  draft.order = order;
                });
            },
          },
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    myOrders: b.query<OrderPageView, { page: number; providerId?: string; status?: OrderStatus }>({
      query: ({ page, providerId, status }) => ({
        url: `/v1/profile/my/order/list/${page}-20`,
        params: { providerId, status },
      }),
      providesTags: ['MyOrders'],
    }),
    /** Each cached page follows its branch's live feed (one shared stream) and places every new or changed order itself. */
    providerOrders: b.query<OrderPageView, OrderListArgs>({
      query: ({ providerId, page, status, live }) => ({
        url: `/v1/order/list/${providerId}/${page}-${ORDER_PAGE_SIZE}`,
        params: { status, live: live === undefined ? undefined : live ? '1' : '0' },
      }),
      providesTags: (_r, _e, a) => [{ type: 'ProviderOrders', id: a.providerId }],
      async onCacheEntryAdded(args, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const apply = (data: unknown) => {
          const order = orderOf(data);
          if (order) updateCachedData((draft) => applyToPage(draft, args, order));
        };
        const followEventSource = await loadEventSource();
        const stop = followEventSource(branchOrdersUrl(args.providerId), {
          events: { created: apply, updated: apply },
          // Events may have been missed while disconnected: this page loads again.
          onResync: () =>
            void dispatch(orderApi.endpoints.providerOrders.initiate(args, { forceRefetch: true, subscribe: false })),
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** How many orders of a branch are in each status (and in all), for the board's filter tabs. */
    providerOrderCounts: b.query<Partial<Record<OrderStatus | 'all', number>>, string>({
      query: (providerId) => ({ url: `/v1/order/status/count/${providerId}` }),
      transformResponse: (r: { counts: Partial<Record<OrderStatus | 'all', number>> }) => r.counts,
      providesTags: (_r, _e, providerId) => [{ type: 'ProviderOrders', id: providerId }],
    }),
    /** With removed methods (active false): an old order still names how it was paid. */
    paymentMethods: b.query<PaymentMethodListView, string>({
      query: (providerId) => ({ url: `/v1/order/payment/method/list/${providerId}`, params: { withRemoved: 'true' } }),
    }),
    /**
     * Optimistic: the order moves in every cached list at once and moves back if the server refuses.
     * `listArgs` names the list page on screen so its cache entry is patched.
     */
    changeOrderStatus: b.mutation<
      { order: OrderView },
      {
        orderId: string;
        status: OrderStatus;
        paymentMethodId?: string | null;
        reason?: string;
        listArgs?: OrderListArgs;
      }
    >({
      query: ({ orderId, status, paymentMethodId, reason }) => ({
        url: '/v1/order/change/status',
        method: 'POST',
        data: { orderId, status, paymentMethodId: paymentMethodId ?? undefined, reason: reason || undefined },
      }),
      async onQueryStarted({ orderId, status, listArgs }, lifecycle) {
        await optimisticToggle(
          lifecycle,
          [
            orderApi.util.updateQueryData('order', orderId, (draft) => {
              draft.order.status = status;
            }),
            ...(listArgs
              ? [
                  orderApi.util.updateQueryData('providerOrders', listArgs, (draft) => {
                    const o = draft.orders.find((x) => x._id === orderId);
                    if (o) o.status = status;
                  }),
                ]
              : []),
          ],
          (data) =>
            lifecycle.dispatch(
              orderApi.util.updateQueryData('order', orderId, (draft) => {
                draft.order = data.order;
              }),
            ),
        );
      },
    }),
    /** A branch's table numbers for the cart's «سالن» picker. */
    orderTables: b.query<{ tables: OrderTableView[] }, string>({
      query: (providerId) => ({ url: `/v1/order/tables/${encodeURIComponent(providerId)}` }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useOrderTablesQuery,
  useCalculatePriceMutation,
  useOrderQuery,
  useMyOrdersQuery,
  useProviderOrdersQuery,
  useProviderOrderCountsQuery,
  usePaymentMethodsQuery,
  useChangeOrderStatusMutation,
} = orderApi;
