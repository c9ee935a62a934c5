import { route } from '@/server/http/route';
import { ZBlogEdit } from '@/lib/contracts/blog';
import { editBlog } from '@/server/services/blog/save-blog';

export default route({
  POST: {
    auth: 'user',
    perm: { flag: 'blog' },
    body: ZBlogEdit,
    maxBodyBytes: 400_000,
    run: ({ user, body }) => editBlog({ actor: user, input: body }),
  },
});
