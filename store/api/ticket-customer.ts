import { ticketApi } from './ticket';
import type { TicketView } from '@/lib/contracts/ticket';
import type { TicketCustomerView } from '@/lib/contracts/ticket-customer';

const withTags = ticketApi.enhanceEndpoints({ addTagTypes: ['TicketCustomer'] });

/** The support desk's view of a ticket's customer (orders, wallet, ledger) and linking the ticket to an order. */
export const ticketCustomerApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    ticketCustomer: b.query<TicketCustomerView, string>({
      query: (ticketId) => ({ url: `/v1/ticket/${encodeURIComponent(ticketId)}/customer` }),
      providesTags: (_r, _e, ticketId) => [{ type: 'TicketCustomer', id: ticketId }],
    }),
    linkTicketOrder: b.mutation<{ ticket: TicketView }, { ticketId: string; orderId: string | null }>({
      query: (body) => ({ url: '/v1/ticket/link/order', method: 'POST', data: body }),
      invalidatesTags: (_r, error, a) =>
        error ? [] : [{ type: 'TicketCustomer', id: a.ticketId }, { type: 'Ticket', id: a.ticketId }, 'TicketList'],
    }),
  }),
});

export const { useTicketCustomerQuery, useLinkTicketOrderMutation } = ticketCustomerApi;
