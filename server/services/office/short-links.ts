import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { isSafeShortLinkTarget, type ShortLinkUserView, type ShortLinkView } from '@/lib/contracts/office';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { escapeLike } from '../../db/like';
import { shortLinks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';

type Row = typeof shortLinks.$inferSelect;

// Spelled out: inside a subquery Drizzle's unqualified names would bind to the inner table.
const registrations = sql<number>`(select count(*)::int from users u where u.short_link_ref_id = short_links.id)`;

const toView = (r: Row, regs: number): ShortLinkView => ({
  _id: r.id,
  code: r.code,
  title: r.title,
  target: r.target,
  active: r.active,
  visits: r.visits,
  registrations: Number(regs),
  createdAt: r.createdAt.toISOString(),
});

/** GET /v1/shortLink/list/{page}-100 (text: in title, code or target). */
export async function listShortLinks(
  paging: { page: number; size: number },
  text?: string,
): Promise<{ shortLinks: ShortLinkView[]; total: number }> {
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
  return { shortLinks: rows.map((x) => toView(x.r, x.registrations)), total };
}

/** GET one short link with its counts (the /panel/shortLink/{id} page). */
export async function getShortLink(id: string): Promise<{ shortLink: ShortLinkView }> {
  const [row] = await db()
    .select({ r: shortLinks, registrations })
    .from(shortLinks)
    .where(eq(shortLinks.id, id))
    .limit(1);
  if (!row) throw new AppError('SHORT_LINK_NOT_FOUND');
  return { shortLink: toView(row.r, row.registrations) };
}

async function codeFree(code: string, exceptId?: string) {
  const [hit] = await db().select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('SHORT_LINK_CODE_TAKEN');
}

/** POST /v1/shortLink/add: codes arrive in lower case (lib/contracts/office.ts), so unique in any letter case. */
export async function addShortLink(input: {
  title: string;
  code: string;
  target: string;
  active: boolean;
}): Promise<{ shortLink: ShortLinkView }> {
  await codeFree(input.code);
  const rows = await db()
    .insert(shortLinks)
    .values({ id: newId(), ...input })
    .onConflictDoNothing({ target: shortLinks.code })
    .returning();
  if (!rows.length) throw new AppError('SHORT_LINK_CODE_TAKEN');
  return { shortLink: toView(rows[0], 0) };
}

/** POST /v1/shortLink/edit: any of title, code, target and active. */
export async function editShortLink(input: {
  shortLinkId: string;
  title?: string;
  code?: string;
  target?: string;
  active?: boolean;
}): Promise<{ shortLink: ShortLinkView }> {
  const { shortLinkId, ...patch } = input;
  if (patch.code) await codeFree(patch.code, shortLinkId);
  const [row] = Object.keys(patch).length
    ? await db().update(shortLinks).set(patch).where(eq(shortLinks.id, shortLinkId)).returning()
    : await db().select().from(shortLinks).where(eq(shortLinks.id, shortLinkId)).limit(1);
  if (!row) throw new AppError('SHORT_LINK_NOT_FOUND');
  return getShortLink(row.id);
}

/** POST /v1/shortLink/remove: users who came through it keep their accounts (their reference is cleared). */
export async function removeShortLink({ shortLinkId }: { shortLinkId: string }): Promise<{ success: true }> {
  return db().transaction(async (tx) => {
    await tx.update(users).set({ shortLinkRefId: null }).where(eq(users.shortLinkRefId, shortLinkId));
    const gone = await tx.delete(shortLinks).where(eq(shortLinks.id, shortLinkId)).returning({ id: shortLinks.id });
    if (!gone.length) throw new AppError('SHORT_LINK_NOT_FOUND');
    return { success: true as const };
  });
}

/** GET /v1/shortLink/{id}/users/{page}-20: who registered after following the link, newest first. */
export async function shortLinkUsers(
  id: string,
  paging: { page: number; size: number },
): Promise<{ users: ShortLinkUserView[]; total: number }> {
  await getShortLink(id);
  const where = eq(users.shortLinkRefId, id);
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

/**
 * A visit of /l/{code}: counts it in the same statement that reads the target (exact under any number
 * of parallel visits) and returns where to go; null for an unknown or switched-off link, or one whose
 * stored target is not safe to follow.
 */
export async function visitShortLink(code: string): Promise<{ id: string; target: string } | null> {
  if (!/^[A-Za-z0-9_-]{2,32}$/.test(code)) return null;
  const [row] = await db()
    .update(shortLinks)
    .set({ visits: sql`${shortLinks.visits} + 1` })
    .where(and(eq(shortLinks.code, code.toLowerCase()), eq(shortLinks.active, true)))
    .returning({ id: shortLinks.id, target: shortLinks.target });
  // A target stored before the filter refused it (a tab, a newline, another host) is never followed.
  if (!row || !isSafeShortLinkTarget(row.target)) return null;
  return row;
}

/** The short link a registration names, if it exists (an unknown id is dropped, not an error). */
export async function knownShortLink(id: string | undefined | null): Promise<string | null> {
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const [row] = await db().select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row?.id ?? null;
}
