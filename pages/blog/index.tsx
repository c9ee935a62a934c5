import type { GetServerSideProps } from 'next';
import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listBlogCategories } from '@/server/services/blog/list-blog-categories';
import { listBlogs } from '@/server/services/blog/read-blog';
import { viewerOf } from '@/server/services/profile/viewer';
import { readToken } from '@/server/http/cookies';
import { pageParam, queryValue } from '@/lib/query';

export const getServerSideProps: GetServerSideProps<BlogIndexProps> = async ({ query, req }) =>
  ssr(req, async () => {
    const page = pageParam(query.page);
    const categoryParam = queryValue(query.category);
    const categoryId = categoryParam && /^[A-Za-z0-9_-]{1,64}$/.test(categoryParam) ? categoryParam : null;
    const saved = queryValue(query.saved) === '1';
    const viewer = await viewerOf({ token: readToken(req) });
    const [{ categories }, list] = await Promise.all([
      listBlogCategories(null),
      saved && viewer
        ? listBlogs({ viewer, paging: { page, size: 10 }, bookmarked: true })
        : saved
          ? { blogs: [], total: 0 }
          : listBlogs({ viewer: null, paging: { page, size: 10 }, categoryId: categoryId ?? undefined }),
    ]);
    const category = categories.find((c) => c._id === categoryId);
    return {
      origin: config().publicBaseUrl,
      blogs: list.blogs,
      total: list.total,
      page,
      categories,
      categoryId: category ? category._id : null,
      communityCategoryId: config().communityCategoryId,
      title: saved ? 'نوشته‌های ذخیره‌شده' : category ? `بلاگ: ${category.name}` : 'بلاگ همکار',
      description: saved
        ? 'نوشته‌هایی که برای خواندن دوباره ذخیره کرده‌اید.'
        : 'نوشته‌های همکار درباره قهوه، کار در فضای اشتراکی، رویدادها و تجربه‌های اعضای جامعه.',
      basePath: '/blog',
      saved,
      signedIn: Boolean(viewer),
    };
  });

/** /blog: published posts, ten a page, by category. */
export default function BlogPage(props: BlogIndexProps) {
  return <BlogIndex {...props} />;
}
