import { route } from '@/server/http/route';
import { ZPaging } from '@/lib/contracts/common';
import { ZBlogListQuery } from '@/lib/contracts/blog';
import { listBlogs } from '@/server/services/blog/read-blog';

export default route({
  GET: {
    auth: 'optional',
    query: ZBlogListQuery.extend({ paging: ZPaging(50) }),
    run: ({ query, user }) =>
      listBlogs({
        viewer: user,
        paging: query.paging,
        active: query.active,
        categoryId: query.categoryId,
        text: query.text,
        bookmarked: query.bookmarked === 'true',
      }),
  },
});
