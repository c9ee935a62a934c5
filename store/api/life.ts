import { api } from './base';
import type { LifePostView } from '@/lib/contracts/office';

/** The chain's published life feed, for the home page (kept apart from the panel's office API). */
export const lifeApi = api.enhanceEndpoints({ addTagTypes: ['Life'] }).injectEndpoints({
  endpoints: (b) => ({
    lifeFeed: b.query<{ posts: LifePostView[]; total: number }, { page: number }>({
      query: ({ page }) => ({ url: `/v1/life/list/${page}-20` }),
      providesTags: ['Life'],
    }),
  }),
});

export const { useLifeFeedQuery } = lifeApi;
