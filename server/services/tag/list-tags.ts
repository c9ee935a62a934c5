import { asc } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { containsPattern, matches } from '../search/normalize';
import { toView, users } from './tag-view';

/** GET /v1/tag/list: every tag by name, optionally matching a text, with how many users carry it. */
export async function listTags(o: { text?: string } = {}): Promise<{ tags: TagView[]; total: number }> {
  const pattern = containsPattern(o.text);
  const rows = await db()
    .select({ t: tags, users })
    .from(tags)
    .where(pattern ? matches({ column: tags.name, pattern }) : undefined)
    .orderBy(asc(tags.name));
  return { tags: rows.map((r) => toView({ row: r.t, count: Number(r.users) })), total: rows.length };
}
