import { api } from './base';
import type { LifePostListView, LifePostRemoveInput, LifePostView } from '@/lib/contracts/life';

/** The chain's life feed: the published posts for the home page, and the panel's list and writes. */
export const lifeApi = api.enhanceEndpoints({ addTagTypes: ['Life'] }).injectEndpoints({
  endpoints: (b) => ({
    lifeFeed: b.query<LifePostListView, { page: number }>({
      query: ({ page }) => ({ url: `/v1/life/list/${page}-20` }),
      providesTags: ['Life'],
    }),
    panelLife: b.query<LifePostListView, { page: number }>({
      query: ({ page }) => ({ url: `/v1/life/panel/list/${page}-20` }),
      providesTags: ['Life'],
    }),
    saveLifePost: b.mutation<{ post: LifePostView }, { edit: boolean; form: FormData }>({
      query: ({ edit, form }) => ({ url: edit ? '/v1/life/edit' : '/v1/life/add', method: 'POST', data: form }),
      invalidatesTags: ['Life'],
    }),
    removeLifePost: b.mutation<{ success: true }, LifePostRemoveInput>({
      query: (body) => ({ url: '/v1/life/remove', method: 'POST', data: body }),
      invalidatesTags: ['Life'],
    }),
  }),
});

export const { useLifeFeedQuery, usePanelLifeQuery, useSaveLifePostMutation, useRemoveLifePostMutation } = lifeApi;
