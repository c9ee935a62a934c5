import type { GetServerSideProps } from 'next';
import BlogPost, { type BlogPostProps } from '@/components/blog/BlogPost';
import { ssr } from '@/server/ssr';
import { AppError } from '@/server/http/errors';
import { config } from '@/server/config';
import { getBlog } from '@/server/services/blog/read-blog';
import { viewerOf } from '@/server/services/profile/viewer';
import { readToken } from '@/server/http/cookies';

export const getServerSideProps: GetServerSideProps<BlogPostProps> = async ({ params, req }) =>
  ssr(req, async () => {
    const id = String(params?.id ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('BLOG_NOT_FOUND');
    // The writer of a waiting community post (and blog staff) may open it; everyone else gets 404.
    const { blog } = await getBlog({ id, viewer: await viewerOf({ token: readToken(req) }) });
    return { origin: config().publicBaseUrl, blog, communityCategoryId: config().communityCategoryId };
  });

/** /blog/{id}: one post, rendered on the server with its title, description and Open Graph tags. */
export default function BlogPostPage(props: BlogPostProps) {
  return <BlogPost {...props} />;
}
