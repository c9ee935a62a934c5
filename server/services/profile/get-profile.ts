import { AppError } from '../../http/errors';
import type { ProfileView } from '@/lib/contracts/profile';
import { loadProfile } from './profile-view';

/** GET /v1/profile. */
export async function getProfile({ userId }: { userId: string }): Promise<{ user: ProfileView }> {
  const user = await loadProfile({ userId });
  if (!user) throw new AppError('NOT_FOUND');
  return { user };
}
