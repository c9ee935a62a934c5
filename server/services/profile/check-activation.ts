import { AppError } from '../../http/errors';
import type { ActivationView } from '@/lib/contracts/profile';
import { loadProfile, membershipList } from './profile-view';

/** GET /v1/check/activation: the signed-in user with access flags, branches and membership. */
export async function checkActivation({ userId }: { userId: string }): Promise<ActivationView> {
  const user = await loadProfile({ userId });
  if (!user) throw new AppError('UNAUTHORIZED');
  const list = await membershipList();
  const level = list.find((m) => m.level === user.membershipLevel);
  return {
    user,
    status: user.firstName ? 'loginVerified' : 'toRegister',
    activeAccount: true,
    accessLevel: user.accessLevel,
    userType: user.userType,
    membershipList: list,
    userLevelName: level?.name ?? null,
    discountBaseUserLevel: level?.discountPercent ?? 0,
  };
}
