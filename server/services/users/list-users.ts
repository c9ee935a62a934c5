import { count, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProfileView, ProfileListPage, UserListFilter, UserListPage } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { userOrder } from './user-order';
import { userSearchPattern, userWhere } from './filter';
import { toAdminViews, userColumns } from './view';

type Paging = { page: number; size: number };

/**
 * A search counts its matches only up to this many: counting every 'rezaei' among 100,000 users
 * reads thousands of rows for a number nobody pages through; the screen says "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/** The total of a list: exact without a search, capped with one (see SEARCH_COUNT_CAP). */
async function totalOf({
  where,
  searching,
}: {
  where: SQL | undefined;
  searching: boolean;
}): Promise<{ total: number; totalCapped: boolean }> {
  if (!searching) {
    const [{ total }] = await db().select({ total: count() }).from(users).where(where);
    return { total: Number(total), totalCapped: false };
  }
  const limited = db()
    .select({ one: sql<number>`1`.as('one') })
    .from(users)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('limited');
  const [{ total }] = await db().select({ total: count() }).from(limited);
  const n = Number(total);
  return { total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP };
}

/** One page and the total: a search is counted first, and a narrow one is sorted rather than walked (see userOrder). */
async function pageOf({ where, filter, paging }: { where: SQL | undefined; filter: UserListFilter; paging: Paging }) {
  const { offset, limit } = pageWindow(paging);
  const searching = Boolean(userSearchPattern(filter.text));
  const total = await totalOf({ where, searching });
  const few = searching && !total.totalCapped;
  const rows = await db()
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...userOrder({ sort: filter.sort, fewMatches: few }))
    .limit(limit)
    .offset(offset);
  return { rows, total };
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
