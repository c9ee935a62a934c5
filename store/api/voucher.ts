import { api } from './base';
import { optimisticToggle } from './optimistic';
import type { z } from 'zod';
import type {
  MyVoucherView,
  VoucherUserView,
  VoucherView,
  ZVoucherCreate,
  ZVoucherEdit,
} from '@/lib/contracts/voucher';

/** Vouchers: a branch's list and forms, who used one, and a customer's own. */
export const voucherApi = api.injectEndpoints({
  endpoints: (b) => ({
    providerVouchers: b.query<
      { vouchers: VoucherView[]; total: number },
      { providerId: string; page: number; text?: string; type?: 'percent' | 'amount' | '' }
    >({
      query: ({ providerId, page, text, type }) => ({
        url: `/v1/voucher/${encodeURIComponent(providerId)}/list/${page}-20`,
        params: { text: text || undefined, type: type || undefined },
      }),
      providesTags: ['Vouchers'],
    }),
    createVoucher: b.mutation<{ voucher: VoucherView }, z.input<typeof ZVoucherCreate>>({
      query: (data) => ({ url: '/v1/voucher/create', method: 'POST', data }),
      invalidatesTags: ['Vouchers'],
    }),
    editVoucher: b.mutation<{ voucher: VoucherView }, z.input<typeof ZVoucherEdit>>({
      query: (data) => ({ url: '/v1/voucher/edit', method: 'POST', data }),
      invalidatesTags: ['Vouchers'],
    }),
    /** Optimistic: the switch moves at once and moves back if the server refuses. */
    voucherActivation: b.mutation<
      { voucher: VoucherView },
      {
        voucherId: string;
        active: boolean;
        listArgs: { providerId: string; page: number; text?: string; type?: 'percent' | 'amount' | '' };
      }
    >({
      query: ({ voucherId, active }) => ({
        url: '/v1/voucher/change/activation',
        method: 'POST',
        data: { voucherId, active },
      }),
      async onQueryStarted({ voucherId, active, listArgs }, lifecycle) {
        await optimisticToggle(lifecycle, [
          voucherApi.util.updateQueryData('providerVouchers', listArgs, (draft) => {
            const v = draft.vouchers.find((x) => x._id === voucherId);
            if (v) v.active = active;
          }),
        ]);
      },
    }),
    /**
     * POST /v1/menu/{item|category}/voucher/add: puts an item or a category among a voucher's targets
     * (from the items and categories admin); then /change/active switches that one target on or off.
     */
    addMenuVoucher: b.mutation<
      { voucher: VoucherView },
      { kind: 'item' | 'category'; voucherId: string; targetId: string }
    >({
      query: ({ kind, voucherId, targetId }) => ({
        url: `/v1/menu/${kind}/voucher/add`,
        method: 'POST',
        data: kind === 'item' ? { voucherId, itemId: targetId } : { voucherId, menuCategoryId: targetId },
      }),
      invalidatesTags: ['Vouchers'],
    }),
    menuVoucherActive: b.mutation<
      { voucher: VoucherView },
      { kind: 'item' | 'category'; voucherId: string; targetId: string; active: boolean }
    >({
      query: ({ kind, voucherId, targetId, active }) => ({
        url: `/v1/menu/${kind}/voucher/change/active`,
        method: 'POST',
        data:
          kind === 'item' ? { voucherId, itemId: targetId, active } : { voucherId, menuCategoryId: targetId, active },
      }),
      invalidatesTags: ['Vouchers'],
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
  }),
});

export const {
  useProviderVouchersQuery,
  useCreateVoucherMutation,
  useEditVoucherMutation,
  useVoucherActivationMutation,
  useVoucherQuery,
  useVoucherUsersQuery,
  useMyVouchersQuery,
  useAddMenuVoucherMutation,
  useMenuVoucherActiveMutation,
} = voucherApi;
