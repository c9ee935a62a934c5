import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { shortLinks } from '../../db/schema';

/** The short link a registration names, if it exists (an unknown id is dropped, not an error). */
export async function knownShortLink({
  shortLinkId: id,
}: {
  shortLinkId: string | undefined | null;
}): Promise<string | null> {
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const [row] = await db().select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row?.id ?? null;
}
