import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { shortLinks, users } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/shortLink/remove: users who came through it keep their accounts (their reference is cleared). */
export async function removeShortLink({ shortLinkId }: { shortLinkId: string }): Promise<{ success: true }> {
  return db().transaction(async (tx) => {
    await tx.update(users).set({ shortLinkRefId: null }).where(eq(users.shortLinkRefId, shortLinkId));
    const gone = await tx.delete(shortLinks).where(eq(shortLinks.id, shortLinkId)).returning({ id: shortLinks.id });
    if (!gone.length) throw new AppError('SHORT_LINK_NOT_FOUND');
    return { success: true as const };
  });
}
