import { api } from './base';
import type { UserBundleView } from '@/lib/contracts/bundle';
import type {
  BankAccountView,
  LifePostView,
  ScanResult,
  ShortLinkUserView,
  ShortLinkView,
  TBankAccountAdd,
  TShortLinkAdd,
  TShortLinkEdit,
} from '@/lib/contracts/office';

const officeApi0 = api.enhanceEndpoints({ addTagTypes: ['BankAccounts', 'ShortLinks', 'Life'] });

/** The head office's bank accounts, short links and the chain's life feed. */
export const officeApi = officeApi0.injectEndpoints({
  endpoints: (b) => ({
    bankAccounts: b.query<{ bankAccounts: BankAccountView[]; total: number }, void>({
      query: () => ({ url: '/v1/bankAccount/list' }),
      providesTags: ['BankAccounts'],
    }),
    addBankAccount: b.mutation<{ bankAccount: BankAccountView }, TBankAccountAdd>({
      query: (body) => ({ url: '/v1/bankAccount/add', method: 'POST', data: body }),
      invalidatesTags: ['BankAccounts'],
    }),
    removeBankAccount: b.mutation<{ success: true }, { bankAccountId: string }>({
      query: (body) => ({ url: '/v1/bankAccount/remove', method: 'POST', data: body }),
      invalidatesTags: ['BankAccounts'],
    }),

    shortLinks: b.query<{ shortLinks: ShortLinkView[]; total: number }, { page: number; text?: string }>({
      query: ({ page, text }) => ({ url: `/v1/shortLink/list/${page}-100`, params: { text: text || undefined } }),
      providesTags: ['ShortLinks'],
    }),
    shortLink: b.query<{ shortLink: ShortLinkView }, string>({
      query: (id) => ({ url: `/v1/shortLink/${encodeURIComponent(id)}` }),
      providesTags: ['ShortLinks'],
    }),
    shortLinkUsers: b.query<{ users: ShortLinkUserView[]; total: number }, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `/v1/shortLink/${encodeURIComponent(id)}/users/${page}-20` }),
      providesTags: ['ShortLinks'],
    }),
    addShortLink: b.mutation<{ shortLink: ShortLinkView }, TShortLinkAdd>({
      query: (body) => ({ url: '/v1/shortLink/add', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),
    editShortLink: b.mutation<{ shortLink: ShortLinkView }, TShortLinkEdit>({
      query: (body) => ({ url: '/v1/shortLink/edit', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),
    removeShortLink: b.mutation<{ success: true }, { shortLinkId: string }>({
      query: (body) => ({ url: '/v1/shortLink/remove', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),

    panelLife: b.query<{ posts: LifePostView[]; total: number }, { page: number }>({
      query: ({ page }) => ({ url: `/v1/life/panel/list/${page}-20` }),
      providesTags: ['Life'],
    }),
    saveLifePost: b.mutation<{ post: LifePostView }, { edit: boolean; form: FormData }>({
      query: ({ edit, form }) => ({ url: edit ? '/v1/life/edit' : '/v1/life/add', method: 'POST', data: form }),
      invalidatesTags: ['Life'],
    }),
    resolveScan: b.query<ScanResult, string>({
      query: (code) => ({ url: '/v1/scan/resolve', params: { code } }),
      keepUnusedDataFor: 0,
    }),
    redeemBundleUnit: b.mutation<
      { bundle: UserBundleView; redeemed: boolean },
      { userBundleId: string; itemId: string; clientKey: string }
    >({
      query: (data) => ({ url: '/v1/bundle/redeem', method: 'POST', data }),
    }),
    removeLifePost: b.mutation<{ success: true }, { lifePostId: string }>({
      query: (body) => ({ url: '/v1/life/remove', method: 'POST', data: body }),
      invalidatesTags: ['Life'],
    }),
  }),
});

export const {
  useBankAccountsQuery,
  useAddBankAccountMutation,
  useRemoveBankAccountMutation,
  useShortLinksQuery,
  useShortLinkQuery,
  useShortLinkUsersQuery,
  useAddShortLinkMutation,
  useEditShortLinkMutation,
  useRemoveShortLinkMutation,
  usePanelLifeQuery,
  useSaveLifePostMutation,
  useRemoveLifePostMutation,
  useLazyResolveScanQuery,
  useRedeemBundleUnitMutation,
} = officeApi;
