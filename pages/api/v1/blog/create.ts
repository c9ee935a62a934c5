import { route } from '@/server/http/route';
import { ZBlogCreate } from '@/lib/contracts/blog';
import { createBlog } from '@/server/services/blog/save-blog';

// Blog staff publish in any category; other signed-in users write community posts that wait for approval.
export default route({
  POST: {
    auth: 'user',
    body: ZBlogCreate,
    maxBodyBytes: 400_000,
    run: ({ user, body }) => createBlog({ actor: user, input: body }),
  },
});
