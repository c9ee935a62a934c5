import { ABOUT_PATHS } from '@/lib/content-rules';
import type { AboutItemView, AboutSection, AboutUsView } from '@/lib/contracts/about-us';
import { api } from './base';

const withTags = api.enhanceEndpoints({ addTagTypes: ['AboutUs'] });

/** The about-us sections. */
export const aboutUsApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    aboutUs: b.query<AboutUsView, void>({
      query: () => ({ url: '/v1/aboutUs' }),
      providesTags: ['AboutUs'],
    }),
    /** add / edit / remove of one section; `form` is sent as multipart (gallery images, form files). */
    aboutUsAction: b.mutation<
      { item?: AboutItemView; items?: AboutItemView[]; success?: true },
      { section: AboutSection; action: 'add' | 'edit' | 'remove'; data: Record<string, unknown> | FormData }
    >({
      query: ({ section, action, data }) => ({
        url: `/v1/aboutUs/${ABOUT_PATHS[section]}/${action}`,
        method: 'POST',
        data,
      }),
      invalidatesTags: ['AboutUs'],
    }),
  }),
});

export const { useAboutUsQuery, useAboutUsActionMutation } = aboutUsApi;
