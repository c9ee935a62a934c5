import { AppError } from '../../http/errors';
import type { EditableProfile } from '@/lib/contracts/profile';
import { loadProfile } from './profile-view';
import { tagsOfUser } from '../tag/user-tags';

/** GET /v1/profile/edit: the signed-in user's own profile with everything it may edit, tags included. */
export async function editableProfile({ userId }: { userId: string }): Promise<EditableProfile> {
  const user = await loadProfile({ userId });
  if (!user) throw new AppError('USER_NOT_FOUND');
  return { user, tags: await tagsOfUser({ userId }) };
}
