import type { GetServerSideProps } from 'next';
import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { blogCategory } from '@/server/services/blog/get-blog-category';
import { listBlogs } from '@/server/services/blog/read-blog';
import { pageParam } from '@/lib/query';

export const getServerSideProps: GetServerSideProps<BlogIndexProps> = async ({ query, req }) =>
  ssr(req, async () => {
    const page = pageParam(query.page);
    const communityId = config().communityCategoryId;
    const [category, list] = await Promise.all([
      blogCategory({ id: communityId }),
      listBlogs({ viewer: null, paging: { page, size: 10 }, categoryId: communityId }),
    ]);
    return {
      origin: config().publicBaseUrl,
      blogs: category ? list.blogs : [],
      total: category ? list.total : 0,
      page,
      categories: [],
      categoryId: communityId,
      communityCategoryId: communityId,
      title: category?.name ?? 'جامعه همکار',
      description: 'تجربه‌ها و پیشنهادهای اعضای همکار، به قلم خودشان. هر نوشته پس از بررسی کارشناسان منتشر می‌شود.',
      basePath: '/blog/Community',
    };
  });

/** /blog/Community: posts written by members (the configured community category). */
export default function CommunityPage(props: BlogIndexProps) {
  return <BlogIndex {...props} />;
}
