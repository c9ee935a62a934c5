import { api } from './base';
import type { PaymentQuote, VoucherCheckView } from '@/lib/contracts/money';
import type { OrderView, OrderSubmitBody } from '@/lib/contracts/order';

/** Paying for an order: the quote, the voucher check, the submit, and a new bank attempt. */
export const paymentApi = api.injectEndpoints({
  endpoints: (b) => ({
    paymentQuote: b.query<
      { quote: PaymentQuote },
      {
        providerId: string;
        items: { _id: string; count: number }[];
        voucherId?: string | null;
        space?: boolean;
        orderType?: 'delivery';
      }
    >({
      query: (data) => ({ url: '/v1/payment/quote', method: 'POST', data }),
    }),
    payOrder: b.mutation<{ order: OrderView; orderId: string; link?: string; paymentId?: string }, OrderSubmitBody>({
      query: (data) => ({ url: '/v1/order/submit', method: 'POST', data }),
      invalidatesTags: ['MyOrders', 'Menu', 'Wallet', 'Transactions', 'MyBundles', 'MyVouchers', 'Me'],
    }),
    retryPayment: b.mutation<{ link: string; paymentId: string }, string>({
      query: (orderId) => ({ url: '/v1/order/retry/payment', method: 'POST', data: { orderId } }),
    }),
    checkVoucher: b.mutation<
      VoucherCheckView,
      { code: string; providerId: string; items: { _id: string; count: number }[]; space?: boolean }
    >({
      query: (data) => ({ url: '/v1/order/check/voucher/code', method: 'POST', data }),
    }),
  }),
});

export const { usePaymentQuoteQuery, usePayOrderMutation, useRetryPaymentMutation, useCheckVoucherMutation } =
  paymentApi;
