import { isNotNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AdminProfileView, ProfileListPage, UserListFilter, UserListPage } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { userOrder, userOrderByName } from './user-order';
import { userSearchPattern, userWhere } from './filter';
import { adminExtraColumns, toAdminView, userColumns, type AdminExtras, type UserRecord } from './view';

type Paging = { page: number; size: number };

/**
 * A search counts its matches only up to this many: counting every 'rezaei' among 100,000 users
 * reads thousands of rows for a number nobody pages through; the screen says "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/** The values of a list's `extra` columns. */
type Extra<E> = { [K in keyof E]: E[K] extends SQL<infer T> ? T : never };
/** A page's row: the user, the extras of a staff view and the list's own. */
type PageRow<E> = UserRecord & AdminExtras & Extra<E>;

/**
 * The JSON object of a page's row: the user's columns, the staff view's extras and a list's own `extra`
 * columns. It has no parameters, so it is rendered to text once (building it per request cost about as much
 * as a tenth of the search). `extra` is never set: it carries the columns' types to pageOf.
 */
function rowObject<E extends Record<string, SQL>>(extra: E): { sql: SQL; extra?: E } {
  const columns = { ...userColumns, ...adminExtraColumns, ...extra };
  const pairs = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return { sql: sql.raw(new PgDialect().sqlToQuery(sql`json_build_object(${pairs})`).sql) };
}

/**
 * One page of a user list, its total and each row's `extra` columns (subqueries over the row's `users`), in
 * ONE statement: the embedded database runs every statement on the server's one thread at a fixed cost of
 * about half a millisecond, and ten searches at once queue behind each other.
 *
 * Without a search the total is exact and the page is walked along the created_at index. A search counts
 * its matches up to SEARCH_COUNT_CAP + 1 (the caller caps the total). Its matches `m` are a MATERIALIZED CTE,
 * which the planner plans for all of its rows: it reads them through the trigram bitmap of
 * users_search_trgm_idx, and the LIMIT above stops that read at the cap (planned with the LIMIT inside, a
 * common surname's count would scan the table in order until its 1,001st match). When the search matches at
 * most the cap, every match is in `m` and the page is sorted from it (userOrderByName); past the cap the
 * page is walked, as without a search. Each branch of the CASE is an InitPlan, run only when taken.
 */
function pageStatement({
  where = sql`true`,
  filter,
  paging,
  row,
}: {
  where: SQL | undefined;
  filter: UserListFilter;
  paging: Paging;
  row: { sql: SQL };
}): SQL {
  const { offset, limit } = pageWindow(paging);
  const walk = sql`ARRAY(SELECT ${users.id} FROM ${users} WHERE ${where}
    ORDER BY ${sql.join(userOrder({ sort: filter.sort }), sql`, `)} LIMIT ${limit} OFFSET ${offset})`;
  const page =
    userSearchPattern(filter.text) !== null
      ? sql`WITH m AS MATERIALIZED (
        SELECT ${users.id} AS id, ${users.createdAt} AS created_at, ${users.wallet} AS wallet FROM ${users} WHERE ${where}
      ), c AS (SELECT count(*)::int AS n FROM (SELECT FROM m LIMIT ${SEARCH_COUNT_CAP + 1}) l)
      SELECT n, CASE WHEN n <= ${SEARCH_COUNT_CAP}
        THEN ARRAY(SELECT id FROM m ORDER BY ${userOrderByName({ sort: filter.sort })} LIMIT ${limit} OFFSET ${offset})
        ELSE ${walk} END AS ids FROM c`
      : sql`SELECT (SELECT count(*)::int FROM ${users} WHERE ${where}) AS n, ${walk} AS ids`;
  return sql`
    WITH p AS (${page})
    SELECT p.n, (SELECT coalesce(json_agg(${row.sql} ORDER BY array_position(p.ids, ${users.id})), '[]'::json)
                   FROM ${users} WHERE ${users.id} = ANY(p.ids)) AS rows
      FROM p`;
}

const LIST_ROW = rowObject({});
/** A profile's row adds how many people registered with the user's invitation code. */
const PROFILE_ROW = rowObject({
  invitedCount: sql<number>`(SELECT count(*)::int FROM ${users} invited
    WHERE invited.${sql.identifier(users.reagentCode.name)} = ${users.referralCode})`,
});

/** The statement of GET /v1/user/list for `filter` (scripts/bench-users.ts prints its plan). */
export const userListStatement = ({ filter, paging }: { filter: UserListFilter; paging: Paging }): SQL =>
  pageStatement({ where: userWhere({ filter }), filter, paging, row: LIST_ROW });

/** A page read by its statement (pageStatement), with the list's own columns. */
async function pageOf<E extends Record<string, SQL>>(options: {
  where: SQL | undefined;
  filter: UserListFilter;
  paging: Paging;
  row: { sql: SQL; extra?: E };
}): Promise<{ rows: PageRow<E>[]; n: number; searched: boolean }> {
  const { rows } = (await db().execute(pageStatement(options))) as unknown as {
    rows: { n: number; rows: (Omit<PageRow<E>, 'createdAt'> & { createdAt: string })[] }[];
  };
  return {
    // JSON carries the time as text: read as Drizzle reads the column (microseconds dropped).
    rows: rows[0].rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }) as PageRow<E>),
    n: Number(rows[0].n),
    searched: userSearchPattern(options.filter.text) !== null,
  };
}

/** The total of a page: exact without a search; a search's is capped at SEARCH_COUNT_CAP. */
const totalOf = ({ n, searched }: { n: number; searched: boolean }) =>
  searched
    ? { total: Math.min(n, SEARCH_COUNT_CAP), totalCapped: n > SEARCH_COUNT_CAP }
    : { total: n, totalCapped: false };

/** GET /v1/user/list/{page}-20: every user, searched and filtered, newest first unless sorted otherwise; a search's total is capped (SEARCH_COUNT_CAP). */
export async function listUsers({ filter, paging }: { filter: UserListFilter; paging: Paging }): Promise<UserListPage> {
  const page = await pageOf({ where: userWhere({ filter }), filter, paging, row: LIST_ROW });
  return { users: page.rows.map((r) => toAdminView({ user: r, extras: r })), ...totalOf(page) };
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
  const page = await pageOf({
    where: userWhere({ filter, extra: isNotNull(users.firstName) }),
    filter,
    paging,
    row: PROFILE_ROW,
  });
  const profiles: AdminProfileView[] = page.rows.map((r) => ({
    ...toAdminView({ user: r, extras: r }),
    bio: r.bio,
    invitedCount: r.invitedCount,
  }));
  return { users: profiles, ...totalOf(page) };
}
