import { count, desc, eq } from 'drizzle-orm';
import { type ShortLinkUserView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { getShortLink } from './get-short-link';

/** GET /v1/shortLink/{id}/users/{page}-20: who registered after following the link, newest first. */
export async function listShortLinkUsers({
  shortLinkId,
  paging,
}: {
  shortLinkId: string;
  paging: { page: number; size: number };
}): Promise<{ users: ShortLinkUserView[]; total: number }> {
  await getShortLink({ shortLinkId });
  const where = eq(users.shortLinkRefId, shortLinkId);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(users).where(where),
  });
  return {
    users: rows.map((u) => ({
      _id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      createdAt: u.createdAt.toISOString(),
    })),
    total,
  };
}
