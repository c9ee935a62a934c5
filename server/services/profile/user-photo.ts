import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { storedImage } from '../blog/image';

/** GET /v1/getphoto/user/{userId}: the user's photo (photos are public, like the name beside them). */
export async function userPhoto({ userId }: { userId: string }): Promise<{ data: Buffer; contentType: string }> {
  const [u] = await db()
    .select({ avatar: users.avatar, active: users.active })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u || !u.active || !u.avatar) throw new AppError('NOT_FOUND');
  return storedImage({ name: u.avatar, kind: 'avatar' });
}
