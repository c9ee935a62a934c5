import { and, eq, exists, gte, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { UserListFilter } from '@/lib/contracts/users';
import { normalizePersian } from '@/lib/digits';
import { providerStaff, users } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { tehranDayStart } from '@/lib/jalali';

/**
 * The LIKE pattern of a search over users' folded search text (migration 0014): names in both
 * scripts, username, the phone. A phone typed with spaces, dashes or a +98/0098 prefix is reduced to
 * its digits after the country code, so '۰۹۱۲ ۳۴۵' and '+98 912 345' find the same people.
 */
export function userSearchPattern(text: string | undefined): string | null {
  let t = normalizePersian(text ?? '');
  if (!t) return null;
  if (/^[+(\d][\d\s\-()]*$/.test(t) && /\d/.test(t)) {
    t = t.replace(/[^\d]/g, '').replace(/^(0098|98)/, '0');
    if (!t) return null;
  }
  return `%${escapeLike(t)}%`;
}

/**
 * The condition of a search. A phone typed from its start (09xx…, the form userSearchPattern leaves) is where
 * the trigram index does worst: nearly every user's phone holds one of a few operator prefixes, so the
 * trigrams of those four digits sit in almost every entry and the index would read them all (about 1 ms of
 * its 2 ms over 100,000 users). The index is then asked for the digits after the prefix (three at least:
 * one trigram) and strpos() checks the whole fragment on the rows it finds: the same matches.
 */
function searchCondition(pattern: string): SQL {
  const phone = /^%(09\d\d)(\d{3,})%$/.exec(pattern);
  if (!phone) return sql`${users.searchText} LIKE ${pattern}`;
  const [, prefix, rest] = phone;
  return sql`(${users.searchText} LIKE ${`%${rest}%`} AND strpos(${users.searchText}, ${prefix + rest}) > 0)`;
}

/** Users who are staff: super admins, holders of a global flag, and branch staff. */
export const staffCondition = (): SQL =>
  or(
    eq(users.userType, 'superAdmin'),
    sql`EXISTS (SELECT 1 FROM jsonb_each(${users.accessLevel}) e WHERE e.value = 'true'::jsonb)`,
    exists(sql`(SELECT 1 FROM ${providerStaff} WHERE ${providerStaff.userId} = ${users.id})`),
  )!;

/** The WHERE of a user list (list, profiles, Excel export) for its filters. */
export function userWhere({ filter: f, extra }: { filter: UserListFilter; extra?: SQL }): SQL | undefined {
  const parts: (SQL | undefined)[] = [extra];
  const pattern = userSearchPattern(f.text);
  // The trigram index serves this LIKE (users_search_trgm_idx).
  if (pattern) parts.push(searchCondition(pattern));
  if (f.active !== undefined) parts.push(eq(users.active, f.active));
  if (f.verified !== undefined) parts.push(eq(users.verified, f.verified));
  if (f.hidden !== undefined) parts.push(eq(users.hidden, f.hidden));
  if (f.complete !== undefined) parts.push(f.complete ? isNotNull(users.firstName) : isNull(users.firstName));
  if (f.staff !== undefined) parts.push(f.staff ? staffCondition() : not(staffCondition()));
  const from = f.from ? tehranDayStart(f.from) : null;
  if (from) parts.push(gte(users.createdAt, from));
  const to = f.to ? tehranDayStart(f.to) : null;
  if (to) parts.push(lt(users.createdAt, new Date(to.getTime() + 86_400_000)));
  return and(...parts);
}
