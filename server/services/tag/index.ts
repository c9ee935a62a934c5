import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { db, type DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { tags, userTags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { containsPattern, matches } from '../search/normalize';

// Table names spelled out: inside a subquery Drizzle's unqualified column names would bind to the inner table.
const users = sql<number>`(select count(*)::int from user_tags ut where ut.tag_id = tags.id)`;

const toView = (t: typeof tags.$inferSelect, count: number): TagView => ({
  _id: t.id,
  tagId: t.id,
  name: t.name,
  top: t.top,
  topIndex: t.topSort,
  users: count,
});

/** GET /v1/tag/list: every tag by name, optionally matching a text, with how many users carry it. */
export async function listTags(o: { text?: string } = {}): Promise<{ tags: TagView[]; total: number }> {
  const pattern = containsPattern(o.text);
  const rows = await db()
    .select({ t: tags, users })
    .from(tags)
    .where(pattern ? matches(tags.name, pattern) : undefined)
    .orderBy(asc(tags.name));
  return { tags: rows.map((r) => toView(r.t, Number(r.users))), total: rows.length };
}

/** GET /v1/tag/top: the tags the explore page offers first, in their order. */
export async function topTags(): Promise<{ tags: TagView[]; total: number }> {
  const rows = await db()
    .select({ t: tags, users })
    .from(tags)
    .where(eq(tags.top, true))
    .orderBy(asc(tags.topSort), desc(users), asc(tags.name));
  return { tags: rows.map((r) => toView(r.t, Number(r.users))), total: rows.length };
}

async function nameFree(name: string, exceptId?: string) {
  const [hit] = await db()
    .select({ id: tags.id })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`)
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('TAG_EXISTS');
}

/** POST /v1/tag/add. */
export async function addTag({ name }: { name: string }): Promise<{ tag: TagView }> {
  await nameFree(name);
  const [t] = await db().insert(tags).values({ id: newId(), name }).returning();
  return { tag: toView(t, 0) };
}

/** POST /v1/tag/edit. */
export async function editTag({ tagId, name }: { tagId: string; name: string }): Promise<{ tag: TagView }> {
  await nameFree(name, tagId);
  const [t] = await db().update(tags).set({ name }).where(eq(tags.id, tagId)).returning();
  if (!t) throw new AppError('TAG_NOT_FOUND');
  return { tag: toView(t, 0) };
}

/** POST /v1/tag/remove: the tag leaves every profile that carried it. */
export async function removeTag({ tagId }: { tagId: string }): Promise<{ success: true; tagId: string }> {
  const gone = await db().delete(tags).where(eq(tags.id, tagId)).returning({ id: tags.id });
  if (!gone.length) throw new AppError('TAG_NOT_FOUND');
  return { success: true, tagId };
}

/** POST /v1/tag/top: puts a tag among the top tags (last, or at `index`) or takes it out. */
export async function setTopTag({
  tagId,
  top,
  index,
}: {
  tagId: string;
  top: boolean;
  index?: number;
}): Promise<{ tag: TagView }> {
  let sort = index;
  if (top && sort === undefined) {
    const [{ max }] = await db()
      .select({ max: sql<number>`coalesce(max(${tags.topSort}), -1)::int` })
      .from(tags)
      .where(eq(tags.top, true));
    sort = Number(max) + 1;
  }
  const [t] = await db()
    .update(tags)
    .set({ top, topSort: top ? sort! : 0 })
    .where(eq(tags.id, tagId))
    .returning();
  if (!t) throw new AppError('TAG_NOT_FOUND');
  return { tag: toView(t, 0) };
}

/** A user's tags, by name. */
export async function tagsOfUser(userId: string, tx: DbOrTx = db()): Promise<{ _id: string; name: string }[]> {
  return tx
    .select({ _id: tags.id, name: tags.name })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, userId))
    .orderBy(asc(tags.name));
}

/** Replaces a user's tags with the given ones (unknown ids are refused). */
export async function setUserTags(userId: string, tagIds: string[], tx: DbOrTx = db()): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
    if (found.length !== unique.length) throw new AppError('TAG_NOT_FOUND');
  }
  await tx.delete(userTags).where(and(eq(userTags.userId, userId)));
  if (unique.length) await tx.insert(userTags).values(unique.map((tagId) => ({ userId, tagId })));
}
