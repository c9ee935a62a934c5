import { and, sql } from 'drizzle-orm';
import { type PublicUserView } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { discoverable } from './public-user-view';
import { withTags } from './with-tags';

/** GET /v1/user/random/public: a handful of public profiles in random order, for the explore page. */
export async function randomPublicUsers({ size = 12, excludeId }: { size?: number; excludeId?: string } = {}): Promise<{
  users: PublicUserView[];
  total: number;
}> {
  const rows = await db()
    .select()
    .from(users)
    .where(and(discoverable, excludeId ? sql`${users.id} <> ${excludeId}` : undefined))
    .orderBy(sql`random()`)
    .limit(size);
  return { users: await withTags(rows), total: rows.length };
}
