import { api } from './base';

export interface OrderTable {
  _id: string;
  number: number;
}

/** A branch's table numbers for the cart's «سالن» picker. */
export const orderTablesApi = api.injectEndpoints({
  endpoints: (b) => ({
    orderTables: b.query<{ tables: OrderTable[] }, string>({
      query: (providerId) => ({ url: `/v1/order/tables/${encodeURIComponent(providerId)}` }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useOrderTablesQuery } = orderTablesApi;
