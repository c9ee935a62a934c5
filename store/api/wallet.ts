import { api } from './base';
import type { z } from 'zod';
import type { PaymentLinkView } from '@/lib/contracts/payment';
import type { AdminWalletMoveView, TransactionPageView, ZAdminWallet, ZWalletCharge } from '@/lib/contracts/wallet';

/** The wallet: balance, charging through the bank, the ledger, and staff adjustments. */
export const walletApi = api.injectEndpoints({
  endpoints: (b) => ({
    walletBalance: b.query<{ wallet: number }, void>({
      query: () => ({ url: '/v1/profile/wallet' }),
      providesTags: ['Wallet'],
    }),
    chargeWallet: b.mutation<PaymentLinkView, Pick<z.input<typeof ZWalletCharge>, 'price' | 'providerId' | 'key'>>({
      query: ({ price, providerId, key }) => ({
        url: '/v1/profile/wallet/charge',
        method: 'POST',
        data: { price, providerId: providerId ?? undefined, bankType: 'top', device: 'web', type: 'differential', key },
      }),
    }),
    myTransactions: b.query<TransactionPageView, number>({
      query: (page) => ({ url: `/v1/transaction/user/list/${page}-20` }),
      providesTags: ['Transactions', 'Wallet'],
    }),
    adminTransactions: b.query<TransactionPageView, { userId: string; page: number }>({
      query: ({ userId, page }) => ({ url: `/v1/transaction/admin/list/${encodeURIComponent(userId)}/${page}-50` }),
      providesTags: (_r, _e, a) => [{ type: 'Transactions', id: a.userId }],
    }),
    adjustWallet: b.mutation<AdminWalletMoveView, z.input<typeof ZAdminWallet> & { direction: 'charge' | 'discharge' }>(
      {
        query: ({ direction, ...data }) => ({ url: `/v1/user/${direction}/wallet`, method: 'POST', data }),
        invalidatesTags: (_r, _e, a) => [{ type: 'Transactions', id: a.userId }],
      },
    ),
  }),
});

export const {
  useWalletBalanceQuery,
  useChargeWalletMutation,
  useMyTransactionsQuery,
  useAdminTransactionsQuery,
  useAdjustWalletMutation,
} = walletApi;
