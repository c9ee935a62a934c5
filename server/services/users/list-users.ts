import { count, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProfileView, ProfileListPage, UserListFilter, UserListPage } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { userOrder, userOrderByName } from './user-order';
import { userSearchPattern, userWhere } from './filter';
import { toAdminViews, userColumns } from './view';

type Paging = { page: number; size: number };

/**
 * A search counts its matches only up to this many: counting every 'rezaei' among 100,000 users
 * reads thousands of rows for a number nobody pages through; the screen says "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A search's capped count and, when it matches at most SEARCH_COUNT_CAP users, the ids of the page, in one
 * statement that reads the matches once (through the trigram index for a narrow search): the matches are
 * all in `m` then, so the page is sorted from them. Past the cap `ids` is null and the page is walked.
 */
async function searchMatches({
  where,
  filter,
  offset,
  limit,
}: {
  where: SQL | undefined;
  filter: UserListFilter;
  offset: number;
  limit: number;
}) {
  const { rows } = (await db().execute(sql`
    WITH m AS MATERIALIZED (
      SELECT ${users.id} AS id, ${users.createdAt} AS created_at, ${users.wallet} AS wallet
        FROM ${users} WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}
    ), c AS (SELECT count(*)::int AS n FROM m)
    SELECT c.n, CASE WHEN c.n <= ${SEARCH_COUNT_CAP}
      THEN ARRAY(SELECT id FROM m ORDER BY ${userOrderByName({ sort: filter.sort })} LIMIT ${limit} OFFSET ${offset}) END AS ids
    FROM c`)) as unknown as { rows: { n: number; ids: string[] | null }[] };
  return { n: Number(rows[0].n), ids: rows[0].ids };
}

/** One page and the total: exact without a search; a search's total is capped (SEARCH_COUNT_CAP). */
async function pageOf({ where, filter, paging }: { where: SQL | undefined; filter: UserListFilter; paging: Paging }) {
  const { offset, limit } = pageWindow(paging);
  const walk = () =>
    db()
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...userOrder({ sort: filter.sort }))
      .limit(limit)
      .offset(offset);
  if (!userSearchPattern(filter.text)) {
    const [[{ total }], rows] = await Promise.all([db().select({ total: count() }).from(users).where(where), walk()]);
    return { rows, total: { total: Number(total), totalCapped: false } };
  }
  const { n, ids } = await searchMatches({ where, filter, offset, limit });
  const total = { total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP };
  if (!ids) return { rows: await walk(), total };
  const found = ids.length ? await db().select(userColumns).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** GET /v1/user/list/{page}-20: every user, searched and filtered, newest first unless sorted otherwise; a search's total is capped (SEARCH_COUNT_CAP). */
export async function listUsers({ filter, paging }: { filter: UserListFilter; paging: Paging }): Promise<UserListPage> {
  const where = userWhere({ filter });
  const { rows, total } = await pageOf({ where, filter, paging });
  return { users: await toAdminViews({ rows }), ...total };
}

/**
 * GET /v1/user/profiles/list/{page}-20: users who completed their profile (a first name), with their
 * bio and how many people they invited.
 */
export async function listProfiles({
  filter,
  paging,
}: {
  filter: UserListFilter;
  paging: Paging;
}): Promise<ProfileListPage> {
  const where = userWhere({ filter, extra: isNotNull(users.firstName) });
  const { rows, total } = await pageOf({ where, filter, paging });
  const views = await toAdminViews({ rows });
  const codes = rows.map((r) => r.referralCode);
  const invited = codes.length
    ? await db()
        .select({ code: users.reagentCode, n: sql<number>`count(*)::int` })
        .from(users)
        .where(inArray(users.reagentCode, codes))
        .groupBy(users.reagentCode)
    : [];
  const byCode = new Map(invited.map((i) => [i.code, Number(i.n)]));
  const profiles: AdminProfileView[] = views.map((v, i) => ({
    ...v,
    bio: rows[i].bio,
    invitedCount: byCode.get(rows[i].referralCode) ?? 0,
  }));
  return { users: profiles, ...total };
}
