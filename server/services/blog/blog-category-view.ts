import type { BlogCategoryView } from '@/lib/contracts/blog';
import { blogCategories } from '../../db/schema';

type Row = typeof blogCategories.$inferSelect;

export const toView = ({ row: c, count }: { row: Row; count: number }): BlogCategoryView => ({
  _id: c.id,
  categoryId: c.id,
  name: c.name,
  index: c.sort,
  active: c.active,
  count,
});
