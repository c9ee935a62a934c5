import { route } from '@/server/http/route';
import { ZBlogCategoryCreate } from '@/lib/contracts/blog';
import { createBlogCategory } from '@/server/services/blog/create-blog-category';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'blog' },
    body: ZBlogCategoryCreate,
    run: ({ body }) => createBlogCategory(body),
  },
});
