import { z } from 'zod';
import { ZId } from './common';
import { optionalText, text, index, ZStoredName, ZWebUrl } from './fields';

export {
  BLOG_PART_TYPES,
  blogPhotoUrl,
  type BlogPartType,
  type BlogBodyPart,
  type BlogAuthorView,
  type BlogCategoryView,
  type BlogListItem,
  type BlogPostView,
} from '../content-rules';

export const ZBlogPartInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: text(20_000, 'متن بخش خالی است.') }),
  z.object({ type: z.literal('heading'), content: text(200, 'عنوان بخش خالی است.') }),
  z.object({ type: z.literal('image'), name: ZStoredName, content: optionalText(200) }),
  z.object({ type: z.literal('video'), url: ZWebUrl, name: optionalText(120), content: optionalText(200) }),
]);
export type BlogPartInput = z.infer<typeof ZBlogPartInput>;

const blogFields = {
  title: text(150, 'عنوان نوشته را وارد کنید.'),
  description: optionalText(300),
  categoryId: ZId.optional(),
  cover: ZStoredName.nullable().optional(),
  body: z
    .array(ZBlogPartInput, { error: 'متن نوشته را وارد کنید.' })
    .min(1, { error: 'متن نوشته را وارد کنید.' })
    .max(60),
  active: z.boolean().optional(),
};

export const ZBlogCreate = z.object(blogFields);
export type BlogCreateInput = z.infer<typeof ZBlogCreate>;

export const ZBlogEdit = z.object({ blogId: ZId, ...blogFields });
export type BlogEditInput = z.infer<typeof ZBlogEdit>;

export const ZBlogId = z.object({ blogId: ZId });

export const ZBlogChangeActive = z.object({ blogId: ZId, active: z.boolean().optional() });

export const ZBlogListQuery = z.object({
  active: z.enum(['true', 'false', 'all']).optional(),
  categoryId: ZId.optional(),
  text: z.string().trim().max(100).optional(),
  /** Only the signed-in user's bookmarked posts. */
  bookmarked: z.enum(['true', 'false']).optional(),
});

export const ZBlogCategoryCreate = z.object({ name: text(60, 'نام دسته‌بندی را وارد کنید.'), index: index.optional() });
export const ZBlogCategoryEdit = z.object({
  categoryId: ZId,
  name: text(60, 'نام دسته‌بندی را وارد کنید.').optional(),
  index: index.optional(),
  active: z.boolean().optional(),
});
