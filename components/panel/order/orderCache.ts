import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import type { AppStore } from '@/store';
import { orderApi } from '@/store/api/order';

export interface OrderListArgs {
  providerId: string;
  page: number;
  status?: OrderStatus;
}

export const ORDER_PAGE_SIZE = 50;

/** Whether a list page with these arguments is meant to hold this order (its filter admits it). */
export function listAdmits(args: OrderListArgs, order: OrderView): boolean {
  return args.providerId === order.providerId && (!args.status || args.status === order.status);
}

/**
 * Applies an order from the live feed to every cached list page of its branch and to its own
 * cache entry, without refetching: it replaces the order where it is, drops it from pages whose
 * status filter no longer admits it, and puts a new (or newly admitted) order in place on page 1.
 */
export function applyOrderToCache(store: AppStore, order: OrderView) {
  const cachedArgs = orderApi.util.selectCachedArgsForQuery(store.getState(), 'providerOrders');
  for (const args of cachedArgs) {
    if (args.providerId !== order.providerId) continue;
    store.dispatch(
      orderApi.util.updateQueryData('providerOrders', args, (draft) => {
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
        // Later pages only shift by one; page 1 shows the order where the newest-first sort puts it.
        if (args.page !== 1) return;
        const created = new Date(order.createdAt).getTime();
        let index = draft.orders.findIndex((o) => new Date(o.createdAt).getTime() < created);
        if (index < 0) {
          if (draft.orders.length >= ORDER_PAGE_SIZE) return;
          index = draft.orders.length;
        }
        draft.orders.splice(index, 0, order);
        if (draft.orders.length > ORDER_PAGE_SIZE) draft.orders.pop();
      }),
    );
  }
  store.dispatch(
    orderApi.util.updateQueryData('order', order._id, (draft) => {
      draft.order = order;
    }),
  );
}

/** The status this order has in any cached list or entry, before an update is applied. */
export function cachedStatus(store: AppStore, order: OrderView): OrderStatus | null {
  const state = store.getState();
  const entry = orderApi.endpoints.order.select(order._id)(state).data;
  if (entry) return entry.order.status;
  for (const args of orderApi.util.selectCachedArgsForQuery(state, 'providerOrders')) {
    const found = orderApi.endpoints.providerOrders.select(args)(state).data?.orders.find((o) => o._id === order._id);
    if (found) return found.status;
  }
  return null;
}
