import { api } from './base';
import type { OrderView } from '@/lib/contracts/order';
import type { RatingView, SurveyListView } from '@/lib/contracts/order-feedback';

const withTags = api.enhanceEndpoints({ addTagTypes: ['OrderRating', 'Survey'] });

/** The customer's cancel and rating of their order, and the branch panel's survey list. */
export const orderFeedbackApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    cancelOwnOrder: b.mutation<{ order: OrderView; refunded: number }, string>({
      query: (orderId) => ({ url: '/v1/order/cancel', method: 'POST', data: { orderId } }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Order', id }, 'MyOrders', 'Wallet', 'Transactions'],
    }),
    orderRating: b.query<{ rating: RatingView | null; canRate: boolean }, string>({
      query: (orderId) => ({ url: `/v1/order/rating/${encodeURIComponent(orderId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'OrderRating', id }],
    }),
    rateOrder: b.mutation<{ rating: RatingView }, { orderId: string; score: number; comment: string }>({
      query: (data) => ({ url: '/v1/order/rating', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'OrderRating', id: a.orderId }, 'Survey'],
    }),
    providerSurvey: b.query<SurveyListView, { providerId: string; page: number }>({
      query: ({ providerId, page }) => ({
        url: `/v1/provider/${encodeURIComponent(providerId)}/survey/sms/${page}-20`,
      }),
      providesTags: ['Survey'],
    }),
  }),
});

export const { useCancelOwnOrderMutation, useOrderRatingQuery, useRateOrderMutation, useProviderSurveyQuery } =
  orderFeedbackApi;
