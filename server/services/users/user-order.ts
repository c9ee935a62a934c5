import { asc, desc } from 'drizzle-orm';
import type { UserListFilter } from '@/lib/contracts/users';
import { users } from '../../db/schema';

/**
 * The list's order, walked along users_created_at_idx. A search that matches at most a thousand users
 * is sorted from its matches instead (list-users.ts, searchMatches), in the same order.
 */
export function userOrder({ sort }: { sort: UserListFilter['sort'] }) {
  if (sort === 'oldest') return [asc(users.createdAt), asc(users.id)];
  if (sort === 'wallet') return [desc(users.wallet), desc(users.createdAt), desc(users.id)];
  return [desc(users.createdAt), desc(users.id)];
}
