import type { WithSlice } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosError, AxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import { attachLateSlice } from '@/store';
import { API_PATH } from './path';

export interface QueryError {
  status: number | 'FETCH_ERROR';
  data: unknown;
}

/** RTK Query over the axios instance; returns `{ error }` instead of throwing. */
const axiosBaseQuery: BaseQueryFn<
  { url: string; method?: AxiosRequestConfig['method']; data?: unknown; params?: unknown },
  unknown,
  QueryError
> = async ({ url, method = 'GET', data, params }) => {
  try {
    const result = await (await http()).request({ url, method, data, params });
    return { data: result.data };
  } catch (e) {
    const err = e as AxiosError;
    return { error: { status: err.response?.status ?? 'FETCH_ERROR', data: err.response?.data ?? null } };
  }
};

/** One API for the app; each area adds its endpoints with injectEndpoints in store/api/<area>.ts. */
export const api = createApi({
  reducerPath: API_PATH,
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Me',
    'Provider',
    'Menu',
    'Order',
    'MyOrders',
    'ProviderOrders',
    'Wallet',
    'Transactions',
    'Vouchers',
    'MyVouchers',
    'Bundles',
    'MyBundles',
    'Referral',
    'Membership',
    'Plans',
    'MyPlan',
  ],
  endpoints: () => ({}),
});

declare module '@/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// Joins the store when this module first loads (see LazyLoadedSlices): pages that start without a
// request do not carry RTK Query.
attachLateSlice(api, api.middleware);
