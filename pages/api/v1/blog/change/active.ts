import { route } from '@/server/http/route';
import { ZBlogChangeActive } from '@/lib/contracts/blog';
import { changeBlogActive } from '@/server/services/blog/save-blog';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'blog' },
    body: ZBlogChangeActive,
    run: ({ user, body }) => changeBlogActive({ actor: user, ...body }),
  },
});
