import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { UserListFilter } from '@/lib/contracts/users';
import { users } from '../../db/schema';

type Sort = UserListFilter['sort'];

/** The list's keys, most significant first: one definition for both forms below. */
function orderKeys(sort: Sort): [PgColumn, 'asc' | 'desc'][] {
  if (sort === 'oldest')
    return [
      [users.createdAt, 'asc'],
      [users.id, 'asc'],
    ];
  if (sort === 'wallet')
    return [
      [users.wallet, 'desc'],
      [users.createdAt, 'desc'],
      [users.id, 'desc'],
    ];
  return [
    [users.createdAt, 'desc'],
    [users.id, 'desc'],
  ];
}

/**
 * The list's order, walked along users_created_at_idx. A search that matches at most a thousand users
 * is sorted from its matches instead (list-users.ts, pageStatement), in the same order (userOrderByName).
 */
export function userOrder({ sort }: { sort: Sort }) {
  return orderKeys(sort).map(([column, dir]) => (dir === 'asc' ? asc(column) : desc(column)));
}

/** The same order over the bare column names, for rows selected under them (a search's matches). */
export function userOrderByName({ sort }: { sort: Sort }): SQL {
  return sql.join(
    orderKeys(sort).map(([column, dir]) => sql`${sql.identifier(column.name)} ${sql.raw(dir.toUpperCase())}`),
    sql`, `,
  );
}
