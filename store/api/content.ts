import { api } from './base';
import { optimisticToggle } from './optimistic';
import type {
  AboutSection,
  BlogCategoryView,
  BlogListItem,
  BlogPostView,
  FaqCategoryView,
  FaqView,
  PublicUserView,
  TagView,
  TPrivacy,
  TSocialMedia,
} from '@/lib/content-rules';
import { ABOUT_PATHS } from '@/lib/content-rules';
import type { AboutItemView, AboutUsView, TBlogPartInput } from '@/lib/contracts/content';
import type { ProfileView } from '@/server/services/user/profile-view';

export interface BlogListArgs {
  page: number;
  size?: number;
  categoryId?: string;
  /** Staff only: 'false' lists posts waiting for approval, 'all' every post. */
  active?: 'true' | 'false' | 'all';
  text?: string;
  bookmarked?: boolean;
}

export interface BlogInput {
  title: string;
  description: string;
  categoryId?: string;
  cover?: string | null;
  body: TBlogPartInput[];
  active?: boolean;
}

export interface EditableProfile {
  user: ProfileView;
  tags: { _id: string; name: string }[];
}

export interface ProfileEditInput {
  firstName?: string;
  lastName?: string;
  firstNameFa?: string;
  lastNameFa?: string;
  username?: string;
  bio?: string;
  gender?: 'male' | 'female' | 'other' | null;
  email?: string;
  socialMedia?: TSocialMedia;
  privacy?: Partial<TPrivacy>;
  tagIds?: string[];
}

const withContentTags = api.enhanceEndpoints({
  addTagTypes: ['Blog', 'BlogList', 'BlogCategory', 'Faq', 'FaqCategory', 'AboutUs', 'Tag', 'PublicUser', 'MyProfile'],
});

/** Blog, FAQ, about-us, tags, profiles and search. */
export const contentApi = withContentTags.injectEndpoints({
  endpoints: (b) => ({
    // ------------------------------------------------------------ blog
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
            contentApi.util.updateQueryData('blog', blogId, (draft) => {
              if (draft.blog.isLiked === liked) return;
              draft.blog.isLiked = liked;
              draft.blog.likeNum = Math.max(0, draft.blog.likeNum + (liked ? 1 : -1));
            }),
          ],
          (data) =>
            lifecycle.dispatch(
              contentApi.util.updateQueryData('blog', blogId, (draft) => {
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
            contentApi.util.updateQueryData('blog', blogId, (draft) => {
              draft.blog.isBookmarked = bookmarked;
            }),
          ],
          (data) =>
            lifecycle.dispatch(
              contentApi.util.updateQueryData('blog', blogId, (draft) => {
                draft.blog.isBookmarked = data.isBookmarked;
                draft.blog.bookmarkId = data.bookmarkId;
              }),
            ),
        );
      },
      invalidatesTags: ['BlogList'],
    }),
    createBlog: b.mutation<{ blog: BlogPostView }, BlogInput>({
      query: (data) => ({ url: '/v1/blog/create', method: 'POST', data }),
      invalidatesTags: ['BlogList', 'BlogCategory'],
    }),
    editBlog: b.mutation<{ blog: BlogPostView }, BlogInput & { blogId: string }>({
      query: (data) => ({ url: '/v1/blog/edit', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => ['BlogList', 'BlogCategory', { type: 'Blog', id: a.blogId }],
    }),
    changeBlogActive: b.mutation<{ blog: BlogPostView }, { blogId: string; active: boolean }>({
      query: (data) => ({ url: '/v1/blog/change/active', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => ['BlogList', 'BlogCategory', { type: 'Blog', id: a.blogId }],
    }),
    blogCategories: b.query<{ categories: BlogCategoryView[]; total: number }, void>({
      query: () => ({ url: '/v1/blog/category/list' }),
      providesTags: ['BlogCategory'],
    }),
    createBlogCategory: b.mutation<{ category: BlogCategoryView }, { name: string; index?: number }>({
      query: (data) => ({ url: '/v1/blog/category/create', method: 'POST', data }),
      invalidatesTags: ['BlogCategory'],
    }),
    editBlogCategory: b.mutation<
      { category: BlogCategoryView },
      { categoryId: string; name?: string; index?: number; active?: boolean }
    >({
      query: (data) => ({ url: '/v1/blog/category/edit', method: 'POST', data }),
      invalidatesTags: ['BlogCategory', 'BlogList'],
    }),

    // ------------------------------------------------------------ FAQ
    faqList: b.query<{ faqs: FaqView[]; total: number }, { text?: string; categoryId?: string } | void>({
      query: (params) => ({ url: '/v1/faq/list', params: params || undefined }),
      providesTags: ['Faq'],
    }),
    faqCategories: b.query<{ categories: FaqCategoryView[]; total: number }, void>({
      query: () => ({ url: '/v1/faq/category/list' }),
      providesTags: ['FaqCategory'],
    }),
    addFaq: b.mutation<
      { faq: FaqView },
      { question: string; answer: string; categoryId?: string | null; index?: number }
    >({
      query: (data) => ({ url: '/v1/faq/add', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    editFaq: b.mutation<
      { faq: FaqView },
      { faqId: string; question: string; answer: string; categoryId?: string | null; index?: number }
    >({
      query: (data) => ({ url: '/v1/faq/edit', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    removeFaq: b.mutation<{ success: true }, { faqId: string }>({
      query: (data) => ({ url: '/v1/faq/remove', method: 'POST', data }),
      invalidatesTags: ['Faq'],
    }),
    addFaqCategory: b.mutation<{ category: FaqCategoryView }, { name: string; index?: number }>({
      query: (data) => ({ url: '/v1/faq/category/add', method: 'POST', data }),
      invalidatesTags: ['FaqCategory'],
    }),
    editFaqCategory: b.mutation<{ category: FaqCategoryView }, { categoryId: string; name: string; index?: number }>({
      query: (data) => ({ url: '/v1/faq/category/edit', method: 'POST', data }),
      invalidatesTags: ['FaqCategory'],
    }),
    removeFaqCategory: b.mutation<{ success: true }, { categoryId: string }>({
      query: (data) => ({ url: '/v1/faq/category/remove', method: 'POST', data }),
      invalidatesTags: ['FaqCategory', 'Faq'],
    }),

    // ------------------------------------------------------------ about-us
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

    // ------------------------------------------------------------ tags
    tagList: b.query<{ tags: TagView[]; total: number }, { text?: string } | void>({
      query: (params) => ({ url: '/v1/tag/list', params: params || undefined }),
      providesTags: ['Tag'],
    }),
    topTags: b.query<{ tags: TagView[]; total: number }, void>({
      query: () => ({ url: '/v1/tag/top' }),
      providesTags: ['Tag'],
    }),
    addTag: b.mutation<{ tag: TagView }, { name: string }>({
      query: (data) => ({ url: '/v1/tag/add', method: 'POST', data }),
      invalidatesTags: ['Tag'],
    }),
    editTag: b.mutation<{ tag: TagView }, { tagId: string; name: string }>({
      query: (data) => ({ url: '/v1/tag/edit', method: 'POST', data }),
      invalidatesTags: ['Tag', 'PublicUser'],
    }),
    removeTag: b.mutation<{ success: true }, { tagId: string }>({
      query: (data) => ({ url: '/v1/tag/remove', method: 'POST', data }),
      invalidatesTags: ['Tag', 'PublicUser'],
    }),
    setTopTag: b.mutation<{ tag: TagView }, { tagId: string; top: boolean; index?: number }>({
      query: (data) => ({ url: '/v1/tag/top', method: 'POST', data }),
      invalidatesTags: ['Tag'],
    }),

    // ------------------------------------------------------------ profiles
    myProfile: b.query<EditableProfile, void>({
      query: () => ({ url: '/v1/profile/edit' }),
      providesTags: ['MyProfile'],
    }),
    editProfile: b.mutation<EditableProfile, ProfileEditInput>({
      query: (data) => ({ url: '/v1/profile/edit', method: 'POST', data }),
      invalidatesTags: ['MyProfile', 'Me', 'PublicUser'],
    }),
    removeAvatar: b.mutation<EditableProfile, void>({
      query: () => ({ url: '/v1/profile/avatar', method: 'DELETE', data: {} }),
      invalidatesTags: ['MyProfile', 'Me', 'PublicUser'],
    }),
    randomPublicUsers: b.query<{ users: PublicUserView[]; total: number }, void>({
      query: () => ({ url: '/v1/user/random/public' }),
      providesTags: ['PublicUser'],
    }),
    searchPublicUsers: b.query<
      { users: PublicUserView[]; total: number },
      { page: number; text?: string; tagId?: string }
    >({
      query: ({ page, ...params }) => ({ url: `/v1/user/public/search/${page}-20`, params }),
      providesTags: ['PublicUser'],
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
  useFaqListQuery,
  useFaqCategoriesQuery,
  useAddFaqMutation,
  useEditFaqMutation,
  useRemoveFaqMutation,
  useAddFaqCategoryMutation,
  useEditFaqCategoryMutation,
  useRemoveFaqCategoryMutation,
  useAboutUsQuery,
  useAboutUsActionMutation,
  useTagListQuery,
  useTopTagsQuery,
  useAddTagMutation,
  useEditTagMutation,
  useRemoveTagMutation,
  useSetTopTagMutation,
  useMyProfileQuery,
  useEditProfileMutation,
  useRemoveAvatarMutation,
  useRandomPublicUsersQuery,
  useSearchPublicUsersQuery,
} = contentApi;
