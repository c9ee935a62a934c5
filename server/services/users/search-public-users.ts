import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type PublicUserView } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users, userTags } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toE164 } from '@/lib/phone';
import { toLatinDigits } from '@/lib/digits';
import { containsPattern, matches } from '../search/normalize';
import { discoverable } from './public-user-view';
import { withTags } from './with-tags';

/** Text typed as a phone number (digits with spaces, dashes, brackets or a leading +), in any digit script. */
export function looksLikePhone(text: string | undefined): boolean {
  const t = toLatinDigits(text ?? '').trim();
  return /\d/.test(t) && /^[+(\d][\d\s\-()]*$/.test(t);
}

/**
 * GET /v1/user/public/search/{page}-{size}: public profiles whose name (Latin or Persian) or username
 * matches the text, optionally carrying a tag. A text typed as a phone finds only the member with
 * exactly that full number, and only if their profile is public (issue 16: partial numbers find
 * nobody, so nobody can walk the member list by phone prefixes). Phone numbers are never shown.
 */
export async function searchPublicUsers(o: {
  text?: string;
  tagId?: string;
  paging: { page: number; size: number };
}): Promise<{ users: PublicUserView[]; total: number }> {
  const where: (SQL | undefined)[] = [discoverable];
  const pattern = containsPattern(o.text);
  if (pattern && looksLikePhone(o.text)) {
    const phone = toE164(o.text!);
    if (!phone) return { users: [], total: 0 };
    where.push(eq(users.phone, phone));
  } else if (pattern) {
    const full = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    const fullFa = sql`coalesce(${users.firstNameFa}, '') || ' ' || coalesce(${users.lastNameFa}, '')`;
    where.push(
      or(
        matches({ column: full, pattern }),
        matches({ column: fullFa, pattern }),
        matches({ column: sql`coalesce(${users.username}, '')`, pattern }),
      ),
    );
  }
  if (o.tagId)
    where.push(
      inArray(users.id, db().select({ id: userTags.userId }).from(userTags).where(eq(userTags.tagId, o.tagId))),
    );
  const condition = and(...where);
  const { rows, total } = await pagedRows({
    paging: o.paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(users)
        .where(condition)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit)
        .offset(offset),
    count: db()
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(condition),
  });
  return { users: await withTags(rows), total };
}
