import { route } from '@/server/http/route';
import { ZBlogId } from '@/lib/contracts/blog';
import { setBlogLike } from '@/server/services/blog/like-blog';

/** Takes the viewer's like back (the spec's like/dislike toggle). */
export default route({
  POST: {
    auth: 'user',
    body: ZBlogId,
    run: ({ user, body }) => setBlogLike({ actor: user, blogId: body.blogId, liked: false }),
  },
});
