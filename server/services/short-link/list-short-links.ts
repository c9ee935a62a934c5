import { count, desc, ilike, or } from 'drizzle-orm';
import { type ShortLinkView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { pagedRows } from '../../http/paging';
import { registrations, toView } from './short-link-view';

/** GET /v1/shortLink/list/{page}-100 (text: in title, code or target). */
export async function listShortLinks({
  paging,
  text,
}: {
  paging: { page: number; size: number };
  text?: string;
}): Promise<{ shortLinks: ShortLinkView[]; total: number }> {
  const like = text ? `%${escapeLike(text)}%` : null;
  const where = like
    ? or(ilike(shortLinks.title, like), ilike(shortLinks.code, like), ilike(shortLinks.target, like))
    : undefined;
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select({ r: shortLinks, registrations })
        .from(shortLinks)
        .where(where)
        .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(shortLinks).where(where),
  });
  return { shortLinks: rows.map((x) => toView({ row: x.r, registrations: x.registrations })), total };
}
