import type { z } from 'zod';
import type {
  BlogCategoryView,
  BlogListItem,
  BlogPostView,
  ZBlogCategoryCreate,
  ZBlogCategoryEdit,
  ZBlogChangeActive,
  ZBlogCreate,
  ZBlogEdit,
} from '@/lib/contracts/blog';
import { api } from './base';
import { optimisticToggle } from './optimistic';

export interface BlogListArgs {
  page: number;
  size?: number;
  categoryId?: string;
  /** Staff only: 'false' lists posts waiting for approval, 'all' every post. */
  active?: 'true' | 'false' | 'all';
  text?: string;
  bookmarked?: boolean;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['Blog', 'BlogList', 'BlogCategory'] });

/** Blog posts, their likes, bookmarks and categories. */
export const blogApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    blogList: b.query<{ blogs: BlogListItem[]; total: number }, BlogListArgs>({
      query: ({ page, size = 10, bookmarked, ...params }) => ({
        url: `/v1/blog/list/${page}-${size}`,
        params: { ...params, bookmarked: bookmarked ? 'true' : undefined },
      }),
      providesTags: ['BlogList'],
    }),
    blog: b.query<{ blog: BlogPostView }, string>({
      query: (id) => ({ url: `/v1/blog/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Blog', id }],
    }),
    /**
     * Like or take the like back. Optimistic (the spec's rule): the heart and the count move at once
     * and move back if the server refuses; the server's count wins when it answers.
     */
    setBlogLike: b.mutation<{ blogId: string; isLiked: boolean; likeNum: number }, { blogId: string; liked: boolean }>({
      query: ({ blogId, liked }) => ({
        url: liked ? '/v1/blog/like' : '/v1/blog/dislike',
        method: 'POST',
        data: { blogId },
      }),
      async onQueryStarted({ blogId, liked }, lifecycle) {
        await optimisticToggle(
          lifecycle,
          [
            blogApi.util.updateQueryData('blog', blogId, (draft) => {
              if (draft.blog.isLiked === liked) return;
              draft.blog.isLiked = liked;
              draft.blog.likeNum = Math.max(0, draft.blog.likeNum + (liked ? 1 : -1));
            }),
          ],
          (data) =>
            lifecycle.dispatch(
              blogApi.util.updateQueryData('blog', blogId, (draft) => {
                draft.blog.isLiked = data.isLiked;
                draft.blog.likeNum = data.likeNum;
              }),
            ),
        );
      },
    }),
    setBlogBookmark: b.mutation<
      { blogId: string; isBookmarked: boolean; bookmarkId: string | null },
      { blogId: string; bookmarked: boolean }
    >({
      query: ({ blogId, bookmarked }) => ({
        url: bookmarked ? '/v1/blog/bookmark' : '/v1/blog/bookmark/remove',
        method: 'POST',
        data: { blogId },
      }),
      async onQueryStarted({ blogId, bookmarked }, lifecycle) {
        await optimisticToggle(
          lifecycle,
          [
            blogApi.util.updateQueryData('blog', blogId, (draft) => {
              draft.blog.isBookmarked = bookmarked;
            }),
          ],
          (data) =>
            lifecycle.dispatch(
              blogApi.util.updateQueryData('blog', blogId, (draft) => {
                draft.blog.isBookmarked = data.isBookmarked;
                draft.blog.bookmarkId = data.bookmarkId;
              }),
            ),
        );
      },
      invalidatesTags: ['BlogList'],
    }),
    createBlog: b.mutation<{ blog: BlogPostView }, z.input<typeof ZBlogCreate>>({
      query: (data) => ({ url: '/v1/blog/create', method: 'POST', data }),
      invalidatesTags: ['BlogList', 'BlogCategory'],
    }),
    editBlog: b.mutation<{ blog: BlogPostView }, z.input<typeof ZBlogEdit>>({
      query: (data) => ({ url: '/v1/blog/edit', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => ['BlogList', 'BlogCategory', { type: 'Blog', id: a.blogId }],
    }),
    changeBlogActive: b.mutation<{ blog: BlogPostView }, z.input<typeof ZBlogChangeActive>>({
      query: (data) => ({ url: '/v1/blog/change/active', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => ['BlogList', 'BlogCategory', { type: 'Blog', id: a.blogId }],
    }),
    blogCategories: b.query<{ categories: BlogCategoryView[]; total: number }, void>({
      query: () => ({ url: '/v1/blog/category/list' }),
      providesTags: ['BlogCategory'],
    }),
    createBlogCategory: b.mutation<{ category: BlogCategoryView }, z.input<typeof ZBlogCategoryCreate>>({
      query: (data) => ({ url: '/v1/blog/category/create', method: 'POST', data }),
      invalidatesTags: ['BlogCategory'],
    }),
    editBlogCategory: b.mutation<{ category: BlogCategoryView }, z.input<typeof ZBlogCategoryEdit>>({
      query: (data) => ({ url: '/v1/blog/category/edit', method: 'POST', data }),
      invalidatesTags: ['BlogCategory', 'BlogList'],
    }),
  }),
});

export const {
  useBlogListQuery,
  useBlogQuery,
  useSetBlogLikeMutation,
  useSetBlogBookmarkMutation,
  useCreateBlogMutation,
  useEditBlogMutation,
  useChangeBlogActiveMutation,
  useBlogCategoriesQuery,
  useCreateBlogCategoryMutation,
  useEditBlogCategoryMutation,
} = blogApi;
