import { api } from './base';
import type { z } from 'zod';
import type { InvoiceView, VatRateView, ZInvoiceBuyer, ZVatRateAdd } from '@/lib/contracts/invoice';

/** Invoices and VAT rates (issue 29). */
export const invoiceApi = api.injectEndpoints({
  endpoints: (b) => ({
    invoice: b.query<{ invoice: InvoiceView; creditNote: InvoiceView | null }, string>({
      query: (id) => ({ url: `/v1/invoice/${encodeURIComponent(id)}` }),
    }),
    invoiceBuyer: b.mutation<{ invoice: InvoiceView }, z.input<typeof ZInvoiceBuyer>>({
      query: (data) => ({ url: '/v1/invoice/buyer', method: 'POST', data }),
    }),
    vatRates: b.query<{ rates: VatRateView[] }, void>({
      query: () => ({ url: '/v1/vat/rates' }),
    }),
    addVatRate: b.mutation<{ rates: VatRateView[] }, z.input<typeof ZVatRateAdd>>({
      query: (data) => ({ url: '/v1/vat/rates/add', method: 'POST', data }),
    }),
  }),
});

export const { useInvoiceQuery, useInvoiceBuyerMutation, useVatRatesQuery, useAddVatRateMutation } = invoiceApi;
