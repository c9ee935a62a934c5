import { eq } from 'drizzle-orm';
import { type PublicUserView } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { tagsOfUser } from '../tag/user-tags';
import { privacyOf, toPublicView } from './public-user-view';

/** GET /v1/profile/public/{userId}: one user as others see them; 404 when there is no such active user. */
export async function publicProfile({ userId }: { userId: string }): Promise<{ user: PublicUserView }> {
  const [u] = await db().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || !u.active || u.hidden) throw new AppError('USER_NOT_FOUND');
  const [level] = await db()
    .select({ name: memberships.name })
    .from(memberships)
    .where(eq(memberships.level, u.membershipLevel))
    .limit(1);
  const p = privacyOf(u);
  const own = p.publicProfile && p.showTags ? await tagsOfUser({ userId: u.id }) : undefined;
  return { user: toPublicView({ user: u, tags: own, levelName: level?.name ?? null }) };
}
