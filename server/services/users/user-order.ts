import { asc, desc, sql } from 'drizzle-orm';
import type { UserListFilter } from '@/lib/contracts/users';
import { users } from '../../db/schema';

/**
 * The list's order. `fewMatches`: a search known to match at most a thousand users sorts them
 * instead of walking users_created_at_idx: the matches of a phone fragment sit together in time, and
 * walking newest-first to reach them read 90,000 rows (400 ms) where sorting the index's 1,000 takes a
 * few. The `+ interval '0'` keeps the planner off the created_at index; the order is the same.
 */
export function userOrder({ sort, fewMatches = false }: { sort: UserListFilter['sort']; fewMatches?: boolean }) {
  const created = fewMatches ? sql`(${users.createdAt} + interval '0 seconds')` : users.createdAt;
  if (sort === 'oldest') return [asc(created), asc(users.id)];
  if (sort === 'wallet') return [desc(users.wallet), desc(created), desc(users.id)];
  return [desc(created), desc(users.id)];
}
