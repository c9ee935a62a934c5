import { eq, sql } from 'drizzle-orm';
import type { ShortLinkView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';
import { AppError } from '../../http/errors';

type Row = typeof shortLinks.$inferSelect;

// Spelled out: inside a subquery Drizzle's unqualified names would bind to the inner table.
export const registrations = sql<number>`(select count(*)::int from users u where u.short_link_ref_id = short_links.id)`;

export const toView = ({ row: r, registrations: regs }: { row: Row; registrations: number }): ShortLinkView => ({
  _id: r.id,
  code: r.code,
  title: r.title,
  target: r.target,
  active: r.active,
  visits: r.visits,
  registrations: Number(regs),
  createdAt: r.createdAt.toISOString(),
});

export async function codeFree({ code, exceptId }: { code: string; exceptId?: string }) {
  const [hit] = await db().select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('SHORT_LINK_CODE_TAKEN');
}
