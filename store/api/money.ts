import { api } from './base';
import type {
  BundleView,
  MembershipStatusView,
  MyVoucherView,
  PaymentQuote,
  PaymentView,
  ReferralPolicyView,
  TransactionView,
  UserBundleView,
  VoucherCheckView,
  VoucherUserView,
  VoucherView,
} from '@/lib/contracts/money';
import type { OrderView, TOrderSubmitInput } from '@/lib/contracts/order';

/** Lists on the wire: `{ <name>: [...], total }`. */
export interface TransactionPage {
  transactions: TransactionView[];
  total: number;
  wallet: number;
  user?: { _id: string; name: string; phone: string };
}

export interface GiftRecipient {
  _id: string;
  name: string;
  avatar: string | null;
}

/** What create/edit forms send for a voucher (dates as YYYY-MM-DD). */
export interface VoucherInput {
  providerId: string;
  voucherId?: string;
  code: string;
  title?: string;
  type: 'percent' | 'amount';
  value: number | string;
  maxDiscount?: number | string | null;
  minOrderPrice?: number | string | null;
  startDate?: string | null;
  endDate?: string | null;
  totalLimit?: number | string | null;
  perUserLimit?: number | string | null;
  scope: 'provider' | 'categories' | 'items' | 'users';
  categoryIds?: string[];
  itemIds?: string[];
  userIds?: string[];
  active?: boolean;
}

export interface BundleInput {
  providerId: string;
  bundleId?: string;
  title: string;
  description?: string;
  price: number | string;
  validDays: number | string;
  items: { _id: string; count: number }[];
  active?: boolean;
}

const moneyBase = api.enhanceEndpoints({ addTagTypes: ['Wallet', 'Transactions', 'Vouchers', 'MyVouchers', 'Bundles', 'MyBundles', 'Referral', 'Membership', 'Payment'] });

export const moneyApi = moneyBase.injectEndpoints({
  endpoints: (b) => ({
    // ---------- wallet ----------
    walletBalance: b.query<{ wallet: number }, void>({
      query: () => ({ url: '/v1/profile/wallet' }),
      providesTags: ['Wallet'],
    }),
    chargeWallet: b.mutation<{ link: string; paymentId: string }, { price: number; providerId?: string | null; key?: string }>({
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
    adjustWallet: b.mutation<{ wallet: number; applied: boolean }, { direction: 'charge' | 'discharge'; userId: string; price: number; description: string; key: string }>({
      query: ({ direction, ...data }) => ({ url: `/v1/user/${direction}/wallet`, method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Transactions', id: a.userId }],
    }),

    // ---------- paying ----------
    paymentQuote: b.query<{ quote: PaymentQuote }, { providerId: string; items: { _id: string; count: number }[]; voucherId?: string | null }>({
      query: (data) => ({ url: '/v1/payment/quote', method: 'POST', data }),
    }),
    payOrder: b.mutation<{ order: OrderView; orderId: string; link?: string; paymentId?: string }, TOrderSubmitInput>({
      query: (data) => ({ url: '/v1/order/submit', method: 'POST', data }),
      invalidatesTags: ['MyOrders', 'Menu', 'Wallet', 'Transactions', 'MyBundles', 'MyVouchers', 'Me'],
    }),
    retryPayment: b.mutation<{ link: string; paymentId: string }, string>({
      query: (orderId) => ({ url: '/v1/order/retry/payment', method: 'POST', data: { orderId } }),
    }),
    payment: b.query<{ payment: PaymentView }, string>({
      query: (id) => ({ url: `/v1/payment/${encodeURIComponent(id)}` }),
      providesTags: (_r, _e, id) => [{ type: 'Payment', id }],
    }),
    checkVoucher: b.mutation<VoucherCheckView, { code: string; providerId: string; items: { _id: string; count: number }[] }>({
      query: (data) => ({ url: '/v1/order/check/voucher/code', method: 'POST', data }),
    }),
    giftRecipients: b.query<{ users: GiftRecipient[]; total: number }, string>({
      query: (text) => ({ url: '/v1/user/public/search/1-20', params: { text } }),
    }),

    // ---------- vouchers ----------
    providerVouchers: b.query<{ vouchers: VoucherView[]; total: number }, { providerId: string; page: number; text?: string; type?: 'percent' | 'amount' | '' }>({
      query: ({ providerId, page, text, type }) => ({ url: `/v1/voucher/${encodeURIComponent(providerId)}/list/${page}-20`, params: { text: text || undefined, type: type || undefined } }),
      providesTags: ['Vouchers'],
    }),
    createVoucher: b.mutation<{ voucher: VoucherView }, VoucherInput>({
      query: (data) => ({ url: '/v1/voucher/create', method: 'POST', data }),
      invalidatesTags: ['Vouchers'],
    }),
    editVoucher: b.mutation<{ voucher: VoucherView }, VoucherInput & { voucherId: string }>({
      query: (data) => ({ url: '/v1/voucher/edit', method: 'POST', data }),
      invalidatesTags: ['Vouchers'],
    }),
    /** Optimistic: the switch moves at once and moves back if the server refuses. */
    voucherActivation: b.mutation<{ voucher: VoucherView }, { voucherId: string; active: boolean; listArgs: { providerId: string; page: number; text?: string; type?: 'percent' | 'amount' | '' } }>({
      query: ({ voucherId, active }) => ({ url: '/v1/voucher/change/activation', method: 'POST', data: { voucherId, active } }),
      async onQueryStarted({ voucherId, active, listArgs }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          moneyApi.util.updateQueryData('providerVouchers', listArgs, (draft) => {
            const v = draft.vouchers.find((x) => x._id === voucherId);
            if (v) v.active = active;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    voucher: b.query<{ voucher: VoucherView }, string>({
      query: (voucherId) => ({ url: `/v1/voucher/${encodeURIComponent(voucherId)}` }),
      providesTags: ['Vouchers'],
    }),
    voucherUsers: b.query<{ users: VoucherUserView[]; total: number }, string>({
      query: (voucherId) => ({ url: `/v1/voucher/${encodeURIComponent(voucherId)}/users` }),
      providesTags: ['Vouchers'],
    }),
    myVouchers: b.query<{ vouchers: MyVoucherView[]; total: number }, number>({
      query: (page) => ({ url: `/v1/voucher/list/per/user/${page}-20` }),
      providesTags: ['MyVouchers'],
    }),

    // ---------- bundles ----------
    bundles: b.query<{ bundles: BundleView[]; total: number }, { page: number; providerId?: string | null }>({
      query: ({ page, providerId }) => ({ url: `/v1/bundle/list/${page}-20`, params: { providerId: providerId ?? undefined } }),
      providesTags: ['Bundles'],
    }),
    adminBundles: b.query<{ bundles: BundleView[]; total: number }, { providerId: string; page: number }>({
      query: ({ providerId, page }) => ({ url: `/v1/bundle/list/admin/${encodeURIComponent(providerId)}/${page}-100` }),
      providesTags: ['Bundles'],
    }),
    saveBundle: b.mutation<{ bundle: BundleView }, BundleInput>({
      query: (data) => ({ url: data.bundleId ? '/v1/bundle/edit' : '/v1/bundle/create', method: 'POST', data }),
      invalidatesTags: ['Bundles'],
    }),
    bundleActivation: b.mutation<{ bundle: BundleView }, { bundleId: string; active: boolean; listArgs: { providerId: string; page: number } }>({
      query: ({ bundleId, active }) => ({ url: '/v1/bundle/change/activation', method: 'POST', data: { bundleId, active } }),
      async onQueryStarted({ bundleId, active, listArgs }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          moneyApi.util.updateQueryData('adminBundles', listArgs, (draft) => {
            const x = draft.bundles.find((i) => i._id === bundleId);
            if (x) x.active = active;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    purchaseBundle: b.mutation<{ userBundle?: UserBundleView; link?: string; paymentId?: string }, { bundleId: string; paymentBy: 'wallet' | 'bank'; key: string }>({
      query: (data) => ({ url: '/v1/bundle/purchase', method: 'POST', data }),
      invalidatesTags: ['MyBundles', 'Wallet', 'Transactions', 'Me'],
    }),
    myBundles: b.query<{ bundles: UserBundleView[]; total: number }, number>({
      query: (page) => ({ url: `/v1/profile/my/bundle/list/${page}-20` }),
      providesTags: ['MyBundles'],
    }),

    // ---------- membership and referral ----------
    membershipStatus: b.query<MembershipStatusView, void>({
      query: () => ({ url: '/v1/membership/orders/status' }),
      providesTags: ['Membership'],
    }),
    referralPolicies: b.query<{ referralPolicies: ReferralPolicyView[] }, void>({
      query: () => ({ url: '/v1/referral/list' }),
      providesTags: ['Referral'],
    }),
    editReferralPolicy: b.mutation<{ referralPolicy: ReferralPolicyView }, { policyId?: string; title: string; inviterReward: number | string; inviteeReward: number | string; minOrderPrice: number | string; active: boolean }>({
      query: (data) => ({ url: '/v1/referral/edit', method: 'POST', data }),
      invalidatesTags: ['Referral'],
    }),
  }),
});

export const {
  useWalletBalanceQuery,
  useChargeWalletMutation,
  useMyTransactionsQuery,
  useAdminTransactionsQuery,
  useAdjustWalletMutation,
  usePaymentQuoteQuery,
  usePayOrderMutation,
  useRetryPaymentMutation,
  usePaymentQuery,
  useCheckVoucherMutation,
  useGiftRecipientsQuery,
  useProviderVouchersQuery,
  useCreateVoucherMutation,
  useEditVoucherMutation,
  useVoucherActivationMutation,
  useVoucherQuery,
  useVoucherUsersQuery,
  useMyVouchersQuery,
  useBundlesQuery,
  useAdminBundlesQuery,
  useSaveBundleMutation,
  useBundleActivationMutation,
  usePurchaseBundleMutation,
  useMyBundlesQuery,
  useMembershipStatusQuery,
  useReferralPoliciesQuery,
  useEditReferralPolicyMutation,
} = moneyApi;
