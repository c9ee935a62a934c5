import type { z } from 'zod';
import type { TagView, ZTagAdd, ZTagEdit, ZTagListQuery, ZTagRemove, ZTagTop } from '@/lib/contracts/tag';
import { api } from './base';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Tag', 'PublicUser'] });

/** Tags people put on their profiles, and the top tags of explore. */
export const tagApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    tagList: b.query<{ tags: TagView[]; total: number }, z.input<typeof ZTagListQuery> | void>({
      query: (params) => ({ url: '/v1/tag/list', params: params || undefined }),
      providesTags: ['Tag'],
    }),
    topTags: b.query<{ tags: TagView[]; total: number }, void>({
      query: () => ({ url: '/v1/tag/top' }),
      providesTags: ['Tag'],
    }),
    addTag: b.mutation<{ tag: TagView }, z.input<typeof ZTagAdd>>({
      query: (data) => ({ url: '/v1/tag/add', method: 'POST', data }),
      invalidatesTags: ['Tag'],
    }),
    editTag: b.mutation<{ tag: TagView }, z.input<typeof ZTagEdit>>({
      query: (data) => ({ url: '/v1/tag/edit', method: 'POST', data }),
      invalidatesTags: ['Tag', 'PublicUser'],
    }),
    removeTag: b.mutation<{ success: true }, z.input<typeof ZTagRemove>>({
      query: (data) => ({ url: '/v1/tag/remove', method: 'POST', data }),
      invalidatesTags: ['Tag', 'PublicUser'],
    }),
    setTopTag: b.mutation<{ tag: TagView }, z.input<typeof ZTagTop>>({
      query: (data) => ({ url: '/v1/tag/top', method: 'POST', data }),
      invalidatesTags: ['Tag'],
    }),
  }),
});

export const {
  useTagListQuery,
  useTopTagsQuery,
  useAddTagMutation,
  useEditTagMutation,
  useRemoveTagMutation,
  useSetTopTagMutation,
} = tagApi;
