import { api } from './base';
import type { TransactionView } from '@/lib/contracts/wallet';

/** Lists on the wire: `{ <name>: [...], total }`. */
export interface TransactionPage {
  transactions: TransactionView[];
  total: number;
  wallet: number;
  user?: { _id: string; name: string; phone: string };
}

/** The wallet: balance, charging through the bank, the ledger, and staff adjustments. */
export const walletApi = api.injectEndpoints({
  endpoints: (b) => ({
    walletBalance: b.query<{ wallet: number }, void>({
      query: () => ({ url: '/v1/profile/wallet' }),
      providesTags: ['Wallet'],
    }),
    chargeWallet: b.mutation<
      { link: string; paymentId: string },
      { price: number; providerId?: string | null; key?: string }
    >({
      query: ({ price, providerId, key }) => ({
        url: '/v1/profile/wallet/charge',
        method: 'POST',
        data: { price, providerId: providerId ?? undefined, bankType: 'top', device: 'web', type: 'differential', key },
      }),
    }),
    myTransactions: b.query<TransactionPage, number>({
      query: (page) => ({ url: `/v1/transaction/user/list/${page}-20` }),
      providesTags: ['Transactions', 'Wallet'],
    }),
    adminTransactions: b.query<TransactionPage, { userId: string; page: number }>({
      query: ({ userId, page }) => ({ url: `/v1/transaction/admin/list/${encodeURIComponent(userId)}/${page}-50` }),
      providesTags: (_r, _e, a) => [{ type: 'Transactions', id: a.userId }],
    }),
    adjustWallet: b.mutation<
      { wallet: number; applied: boolean },
      { direction: 'charge' | 'discharge'; userId: string; price: number; description: string; key: string }
    >({
      query: ({ direction, ...data }) => ({ url: `/v1/user/${direction}/wallet`, method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Transactions', id: a.userId }],
    }),
  }),
});

export const {
  useWalletBalanceQuery,
  useChargeWalletMutation,
  useMyTransactionsQuery,
  useAdminTransactionsQuery,
  useAdjustWalletMutation,
} = walletApi;
