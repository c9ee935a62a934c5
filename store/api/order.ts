import { api } from './base';
import type { OrderStatus, OrderView, PriceView } from '@/lib/contracts/order';

export interface OrderPage {
  orders: OrderView[];
  total: number;
}

export const orderApi = api.injectEndpoints({
  endpoints: (b) => ({
    calculatePrice: b.mutation<{ price: PriceView }, { providerId: string; items: { _id: string; count: number; name?: string; price?: number; hasMembershipDiscount?: boolean }[] }>({
      query: (data) => ({ url: '/v1/order/calculate/items/price', method: 'POST', data }),
    }),
    order: b.query<{ order: OrderView }, string>({
      query: (id) => ({ url: `/v1/order/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    myOrders: b.query<OrderPage, { page: number; providerId?: string; status?: OrderStatus }>({
      query: ({ page, providerId, status }) => ({ url: `/v1/profile/my/order/list/${page}-20`, params: { providerId, status } }),
      providesTags: ['MyOrders'],
    }),
    providerOrders: b.query<OrderPage, { providerId: string; page: number; status?: OrderStatus }>({
      query: ({ providerId, page, status }) => ({ url: `/v1/order/list/${providerId}/${page}-50`, params: { status } }),
      providesTags: (_r, _e, a) => [{ type: 'ProviderOrders', id: a.providerId }],
    }),
    /** How many orders of a branch are in each status (and in all), for the board's filter tabs. */
    providerOrderCounts: b.query<Partial<Record<OrderStatus | 'all', number>>, string>({
      query: (providerId) => ({ url: `/v1/order/status/count/${providerId}` }),
      transformResponse: (r: { counts: Partial<Record<OrderStatus | 'all', number>> }) => r.counts,
      providesTags: (_r, _e, providerId) => [{ type: 'ProviderOrders', id: providerId }],
    }),
    paymentMethods: b.query<{ paymentMethods: { _id: string; title: string }[] }, string>({
      query: (providerId) => ({ url: `/v1/order/payment/method/list/${providerId}` }),
    }),
    /**
     * Optimistic: the order moves in every cached list at once and moves back if the server refuses.
     * `listArgs` names the list page on screen so its cache entry is patched.
     */
    changeOrderStatus: b.mutation<{ order: OrderView }, { orderId: string; status: OrderStatus; paymentMethodId?: string | null; listArgs?: { providerId: string; page: number; status?: OrderStatus } }>({
      query: ({ orderId, status, paymentMethodId }) => ({ url: '/v1/order/change/status', method: 'POST', data: { orderId, status, paymentMethodId: paymentMethodId ?? undefined } }),
      async onQueryStarted({ orderId, status, listArgs }, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            orderApi.util.updateQueryData('order', orderId, (draft) => {
              draft.order.status = status;
            }),
          ),
        ];
        if (listArgs) {
          patches.push(
            dispatch(
              orderApi.util.updateQueryData('providerOrders', listArgs, (draft) => {
                const o = draft.orders.find((x) => x._id === orderId);
                if (o) o.status = status;
              }),
            ),
          );
        }
        try {
          const { data } = await queryFulfilled;
          dispatch(
            orderApi.util.updateQueryData('order', orderId, (draft) => {
              draft.order = data.order;
            }),
          );
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    }),
  }),
});

export const {
  useCalculatePriceMutation,
  useOrderQuery,
  useMyOrdersQuery,
  useProviderOrdersQuery,
  useProviderOrderCountsQuery,
  usePaymentMethodsQuery,
  useChangeOrderStatusMutation,
} = orderApi;
