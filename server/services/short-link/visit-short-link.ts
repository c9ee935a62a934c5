import { and, eq, sql } from 'drizzle-orm';
import { isSafeShortLinkTarget } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';

/**
 * A visit of /l/{code}: counts it in the same statement that reads the target (exact under any number
 * of parallel visits) and returns where to go; null for an unknown or switched-off link, or one whose
 * stored target is not safe to follow.
 */
export async function visitShortLink({ code }: { code: string }): Promise<{ id: string; target: string } | null> {
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
