import { api } from './base';
import type { CounterOrderInput } from '@/lib/contracts/counter';
import type { OrderView } from '@/lib/contracts/order';

const counterApiBase = api.enhanceEndpoints({ addTagTypes: ['Shift', 'ProviderOrders'] });

/** An order rung up at the counter: it shows in the open shift and on the branch's board. */
export const counterApi = counterApiBase.injectEndpoints({
  endpoints: (b) => ({
    createCounterOrder: b.mutation<{ order: OrderView; orderId: string }, CounterOrderInput>({
      query: (data) => ({ url: '/v1/order/create', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'ProviderOrders', id: providerId },
      ],
    }),
  }),
});

export const { useCreateCounterOrderMutation } = counterApi;
