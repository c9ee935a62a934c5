import { api } from './base';
import { optimisticToggle } from './optimistic';
import type { z } from 'zod';
import type { BundleView, UserBundleView, ZBundleCreate, ZBundlePurchase } from '@/lib/contracts/bundle';
import type { PaymentLinkView } from '@/lib/contracts/payment';

/** Bundles: the shop, a branch's list and form, buying one, and a customer's own. */
export const bundleApi = api.injectEndpoints({
  endpoints: (b) => ({
    bundles: b.query<{ bundles: BundleView[]; total: number }, { page: number; providerId?: string | null }>({
      query: ({ page, providerId }) => ({
        url: `/v1/bundle/list/${page}-20`,
        params: { providerId: providerId ?? undefined },
      }),
      providesTags: ['Bundles'],
    }),
    adminBundles: b.query<{ bundles: BundleView[]; total: number }, { providerId: string; page: number }>({
      query: ({ providerId, page }) => ({ url: `/v1/bundle/list/admin/${encodeURIComponent(providerId)}/${page}-100` }),
      providesTags: ['Bundles'],
    }),
    saveBundle: b.mutation<{ bundle: BundleView }, z.input<typeof ZBundleCreate> & { bundleId?: string }>({
      query: (data) => ({ url: data.bundleId ? '/v1/bundle/edit' : '/v1/bundle/create', method: 'POST', data }),
      invalidatesTags: ['Bundles'],
    }),
    bundleActivation: b.mutation<
      { bundle: BundleView },
      { bundleId: string; active: boolean; listArgs: { providerId: string; page: number } }
    >({
      query: ({ bundleId, active }) => ({
        url: '/v1/bundle/change/activation',
        method: 'POST',
        data: { bundleId, active },
      }),
      async onQueryStarted({ bundleId, active, listArgs }, lifecycle) {
        await optimisticToggle(lifecycle, [
          bundleApi.util.updateQueryData('adminBundles', listArgs, (draft) => {
            const x = draft.bundles.find((i) => i._id === bundleId);
            if (x) x.active = active;
          }),
        ]);
      },
    }),
    purchaseBundle: b.mutation<
      { userBundle?: UserBundleView } & Partial<PaymentLinkView>,
      z.input<typeof ZBundlePurchase>
    >({
      query: (data) => ({ url: '/v1/bundle/purchase', method: 'POST', data }),
      invalidatesTags: ['MyBundles', 'Wallet', 'Transactions', 'Me'],
    }),
    myBundles: b.query<{ bundles: UserBundleView[]; total: number }, number>({
      query: (page) => ({ url: `/v1/profile/my/bundle/list/${page}-20` }),
      providesTags: ['MyBundles'],
    }),
  }),
});

export const {
  useBundlesQuery,
  useAdminBundlesQuery,
  useSaveBundleMutation,
  useBundleActivationMutation,
  usePurchaseBundleMutation,
  useMyBundlesQuery,
} = bundleApi;
