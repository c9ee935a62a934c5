import { route } from '@/server/http/route';
import { listBlogCategories } from '@/server/services/blog/list-blog-categories';

export default route({
  GET: { auth: 'optional', run: ({ user }) => listBlogCategories(user) },
});
