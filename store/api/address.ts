import { api } from './base';
import type { AddressView, SaveAddressInput } from '@/lib/contracts/address';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Addresses'] });

/** The customer's saved delivery addresses (profile and cart). */
export const addressApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    myAddresses: b.query<{ addresses: AddressView[]; total: number }, void>({
      query: () => ({ url: '/v1/profile/my/address/list' }),
      providesTags: ['Addresses'],
    }),
    saveAddress: b.mutation<{ address: AddressView }, SaveAddressInput>({
      query: (data) => ({ url: '/v1/profile/address/save', method: 'POST', data }),
      invalidatesTags: ['Addresses'],
    }),
    removeAddress: b.mutation<{ success: true }, string>({
      query: (addressId) => ({ url: '/v1/profile/address/remove', method: 'POST', data: { addressId } }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const { useMyAddressesQuery, useSaveAddressMutation, useRemoveAddressMutation } = addressApi;
