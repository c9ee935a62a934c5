import { inArray } from 'drizzle-orm';
import { type PublicUserView } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { tags, users, userTags } from '../../db/schema';
import { toPublicView } from './public-user-view';

type UserRow = typeof users.$inferSelect;

export async function withTags(rows: UserRow[]): Promise<PublicUserView[]> {
  if (!rows.length) return [];
  const links = await db()
    .select({ userId: userTags.userId, tagId: userTags.tagId })
    .from(userTags)
    .where(
      inArray(
        userTags.userId,
        rows.map((r) => r.id),
      ),
    );
  const names = links.length
    ? await db()
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(inArray(tags.id, [...new Set(links.map((l) => l.tagId))]))
    : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((u) =>
    toPublicView({
      user: u,
      tags: links
        .filter((l) => l.userId === u.id)
        .map((l) => ({ _id: l.tagId, name: byId.get(l.tagId) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fa')),
    }),
  );
}
