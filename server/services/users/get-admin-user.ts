import type { AdminUserView } from '@/lib/contracts/users';
import { viewOf } from './user-record';

/** GET /v1/user/{id}: one user as head-office staff see them. */
export async function getAdminUser({ userId }: { userId: string }): Promise<{ user: AdminUserView }> {
  return { user: await viewOf({ userId }) };
}
