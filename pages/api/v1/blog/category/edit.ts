import { route } from '@/server/http/route';
import { ZBlogCategoryEdit } from '@/lib/contracts/blog';
import { editBlogCategory } from '@/server/services/blog/edit-blog-category';

export default route({
  POST: { auth: 'user', perm: { flag: 'blog' }, body: ZBlogCategoryEdit, run: ({ body }) => editBlogCategory(body) },
});
