import { sql } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { tags } from '../../db/schema';

// Table names spelled out: inside a subquery Drizzle's unqualified column names would bind to the inner table.
export const users = sql<number>`(select count(*)::int from user_tags ut where ut.tag_id = tags.id)`;

export const toView = ({ row: t, count }: { row: typeof tags.$inferSelect; count: number }): TagView => ({
  _id: t.id,
  tagId: t.id,
  name: t.name,
  top: t.top,
  topIndex: t.topSort,
  users: count,
});
