import { and, asc, eq, inArray } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { tags, userTags } from '../../db/schema';
import { AppError } from '../../http/errors';

/** A user's tags, by name. */
export async function tagsOfUser({
  userId,
  tx = db(),
}: {
  userId: string;
  tx?: DbOrTx;
}): Promise<{ _id: string; name: string }[]> {
  return tx
    .select({ _id: tags.id, name: tags.name })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, userId))
    .orderBy(asc(tags.name));
}

/** Replaces a user's tags with the given ones (unknown ids are refused). */
export async function setUserTags({
  userId,
  tagIds,
  tx = db(),
}: {
  userId: string;
  tagIds: string[];
  tx?: DbOrTx;
}): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
    if (found.length !== unique.length) throw new AppError('TAG_NOT_FOUND');
  }
  await tx.delete(userTags).where(and(eq(userTags.userId, userId)));
  if (unique.length) await tx.insert(userTags).values(unique.map((tagId) => ({ userId, tagId })));
}
