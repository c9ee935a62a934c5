import { api } from './base';
import type { z } from 'zod';
import type { PaymentLinkView, PaymentQuoteView, ZPaymentQuote } from '@/lib/contracts/payment';
import type { VoucherCheckView, ZCheckVoucher } from '@/lib/contracts/voucher';
import type { OrderView, OrderSubmitBody } from '@/lib/contracts/order';

/** Paying for an order: the quote, the voucher check, the submit, and a new bank attempt. */
export const paymentApi = api.injectEndpoints({
  endpoints: (b) => ({
    paymentQuote: b.query<{ quote: PaymentQuoteView }, z.input<typeof ZPaymentQuote>>({
      query: (data) => ({ url: '/v1/payment/quote', method: 'POST', data }),
    }),
    payOrder: b.mutation<{ order: OrderView; orderId: string; link?: string; paymentId?: string }, OrderSubmitBody>({
      query: (data) => ({ url: '/v1/order/submit', method: 'POST', data }),
      invalidatesTags: ['MyOrders', 'Menu', 'Wallet', 'Transactions', 'MyBundles', 'MyVouchers', 'Me'],
    }),
    retryPayment: b.mutation<PaymentLinkView, string>({
      query: (orderId) => ({ url: '/v1/order/retry/payment', method: 'POST', data: { orderId } }),
    }),
    checkVoucher: b.mutation<VoucherCheckView, z.input<typeof ZCheckVoucher>>({
      query: (data) => ({ url: '/v1/order/check/voucher/code', method: 'POST', data }),
    }),
  }),
});

export const { usePaymentQuoteQuery, usePayOrderMutation, useRetryPaymentMutation, useCheckVoucherMutation } =
  paymentApi;
