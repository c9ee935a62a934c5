import type { z } from 'zod';
import type {
  FaqCategoryView,
  FaqView,
  ZFaqAdd,
  ZFaqCategoryAdd,
  ZFaqCategoryEdit,
  ZFaqCategoryRemove,
  ZFaqEdit,
  ZFaqListQuery,
  ZFaqRemove,
} from '@/lib/contracts/faq';
import { api } from './base';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Faq', 'FaqCategory'] });

/** Questions and answers and their categories. */
export const faqApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    faqList: b.query<{ faqs: FaqView[]; total: number }, z.input<typeof ZFaqListQuery> | void>({
      query: (params) => ({ url: '/v1/faq/list', params: params || undefined }),
      providesTags: ['Faq'],
    }),
    faqCategories: b.query<{ categories: FaqCategoryView[]; total: number }, void>({
      query: () => ({ url: '/v1/faq/category/list' }),
      providesTags: ['FaqCategory'],
    }),
    addFaq: b.mutation<{ faq: FaqView }, z.input<typeof ZFaqAdd>>({
      query: (data) => ({ url: '/v1/faq/add', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    editFaq: b.mutation<{ faq: FaqView }, z.input<typeof ZFaqEdit>>({
      query: (data) => ({ url: '/v1/faq/edit', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    removeFaq: b.mutation<{ success: true }, z.input<typeof ZFaqRemove>>({
      query: (data) => ({ url: '/v1/faq/remove', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    addFaqCategory: b.mutation<{ category: FaqCategoryView }, z.input<typeof ZFaqCategoryAdd>>({
      query: (data) => ({ url: '/v1/faq/category/add', method: 'POST', data }),
      invalidatesTags: ['FaqCategory'],
    }),
    editFaqCategory: b.mutation<{ category: FaqCategoryView }, z.input<typeof ZFaqCategoryEdit>>({
      query: (data) => ({ url: '/v1/faq/category/edit', method: 'POST', data }),
      invalidatesTags: ['FaqCategory'],
    }),
    removeFaqCategory: b.mutation<{ success: true }, z.input<typeof ZFaqCategoryRemove>>({
      query: (data) => ({ url: '/v1/faq/category/remove', method: 'POST', data }),
      invalidatesTags: ['FaqCategory', 'Faq'],
    }),
  }),
});

export const {
  useFaqListQuery,
  useFaqCategoriesQuery,
  useAddFaqMutation,
  useEditFaqMutation,
  useRemoveFaqMutation,
  useAddFaqCategoryMutation,
  useEditFaqCategoryMutation,
  useRemoveFaqCategoryMutation,
} = faqApi;
