import { route } from '@/server/http/route';
import { ZBlogId } from '@/lib/contracts/blog';
import { bookmarkBlog } from '@/server/services/blog/bookmark-blog';

export default route({
  POST: { auth: 'user', body: ZBlogId, run: ({ user, body }) => bookmarkBlog({ actor: user, blogId: body.blogId }) },
});
