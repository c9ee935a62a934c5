import { api } from './base';
import type { MenuCategoryView, ProviderView } from '@/lib/contracts/menu';

export const menuApi = api.injectEndpoints({
  endpoints: (b) => ({
    providerList: b.query<{ providers: ProviderView[]; total: number }, void>({
      query: () => ({ url: '/v1/provider/list' }),
      providesTags: ['Provider'],
    }),
    provider: b.query<{ provider: ProviderView }, string>({
      query: (id) => ({ url: `/v1/provider/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Provider', id }],
    }),
    menuList: b.query<{ menuList: MenuCategoryView[] }, string>({
      query: (providerId) => ({ url: `/v1/menu/list/${providerId}` }),
      providesTags: (_r, _e, id) => [{ type: 'Menu', id }],
    }),
  }),
});

export const { useProviderListQuery, useProviderQuery, useMenuListQuery } = menuApi;
