import { api } from './base';
import type {
  ShortLinkAddInput,
  ShortLinkEditInput,
  ShortLinkListView,
  ShortLinkRemoveInput,
  ShortLinkUserListView,
  ShortLinkView,
} from '@/lib/contracts/short-link';

const shortLinkApi0 = api.enhanceEndpoints({ addTagTypes: ['ShortLinks'] });

/** The head office's short links. */
export const shortLinkApi = shortLinkApi0.injectEndpoints({
  endpoints: (b) => ({
    shortLinks: b.query<ShortLinkListView, { page: number; text?: string }>({
      query: ({ page, text }) => ({ url: `/v1/shortLink/list/${page}-100`, params: { text: text || undefined } }),
      providesTags: ['ShortLinks'],
    }),
    shortLink: b.query<{ shortLink: ShortLinkView }, string>({
      query: (id) => ({ url: `/v1/shortLink/${encodeURIComponent(id)}` }),
      providesTags: ['ShortLinks'],
    }),
    shortLinkUsers: b.query<ShortLinkUserListView, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `/v1/shortLink/${encodeURIComponent(id)}/users/${page}-20` }),
      providesTags: ['ShortLinks'],
    }),
    addShortLink: b.mutation<{ shortLink: ShortLinkView }, ShortLinkAddInput>({
      query: (body) => ({ url: '/v1/shortLink/add', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),
    editShortLink: b.mutation<{ shortLink: ShortLinkView }, ShortLinkEditInput>({
      query: (body) => ({ url: '/v1/shortLink/edit', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),
    removeShortLink: b.mutation<{ success: true }, ShortLinkRemoveInput>({
      query: (body) => ({ url: '/v1/shortLink/remove', method: 'POST', data: body }),
      invalidatesTags: ['ShortLinks'],
    }),
  }),
});

export const {
  useShortLinksQuery,
  useShortLinkQuery,
  useShortLinkUsersQuery,
  useAddShortLinkMutation,
  useEditShortLinkMutation,
  useRemoveShortLinkMutation,
} = shortLinkApi;
