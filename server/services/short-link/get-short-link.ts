import { eq } from 'drizzle-orm';
import { type ShortLinkView } from '@/lib/contracts/short-link';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { registrations, toView } from './short-link-view';

/** GET one short link with its counts (the /panel/shortLink/{id} page). */
export async function getShortLink({ shortLinkId }: { shortLinkId: string }): Promise<{ shortLink: ShortLinkView }> {
  const [row] = await db()
    .select({ r: shortLinks, registrations })
    .from(shortLinks)
    .where(eq(shortLinks.id, shortLinkId))
    .limit(1);
  if (!row) throw new AppError('SHORT_LINK_NOT_FOUND');
  return { shortLink: toView({ row: row.r, registrations: row.registrations }) };
}
