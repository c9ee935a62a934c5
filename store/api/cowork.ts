import type { z } from 'zod';
import { api } from './base';
import type { OrderView } from '@/lib/contracts/order';
import type { CancelQuoteView, CheckinCodeView, ZSpaceCheckInByCode } from '@/lib/contracts/space/booking';
import type {
  SpaceRecurringResult,
  SpaceRecurringSubmitBody,
  SpaceSeriesCancelBody,
  SpaceSeriesCancelResult,
} from '@/lib/contracts/space/series';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Reservations', 'SpaceAvailability'] });

/** Issue 28: check-in codes and the kiosk, the cancel quote, recurring series. */
export const coworkApi = tagged.injectEndpoints({
  endpoints: (b) => ({
    checkinCode: b.query<CheckinCodeView, string>({
      query: (orderId) => ({ url: `/v1/order/space/${encodeURIComponent(orderId)}/checkin` }),
    }),
    cancelQuote: b.query<CancelQuoteView, string>({
      query: (orderId) => ({ url: `/v1/order/space/${encodeURIComponent(orderId)}/cancel/quote` }),
      keepUnusedDataFor: 0,
    }),
    checkInByCode: b.mutation<{ order: OrderView }, z.input<typeof ZSpaceCheckInByCode>>({
      query: (data) => ({ url: '/v1/order/space/checkin', method: 'POST', data }),
      invalidatesTags: ['Reservations'],
    }),
    submitRecurring: b.mutation<SpaceRecurringResult, SpaceRecurringSubmitBody>({
      query: (data) => ({ url: '/v1/order/space/recurring/submit', method: 'POST', data }),
      invalidatesTags: ['SpaceAvailability', 'Reservations', 'MyOrders', 'Wallet', 'Transactions', 'Me'],
    }),
    cancelSeries: b.mutation<SpaceSeriesCancelResult, SpaceSeriesCancelBody>({
      query: (data) => ({ url: '/v1/order/space/series/cancel', method: 'POST', data }),
      invalidatesTags: ['Reservations', 'SpaceAvailability', 'MyOrders', 'Wallet', 'Transactions', 'Me'],
    }),
  }),
});

export const {
  useCheckinCodeQuery,
  useLazyCancelQuoteQuery,
  useCheckInByCodeMutation,
  useSubmitRecurringMutation,
  useCancelSeriesMutation,
} = coworkApi;
