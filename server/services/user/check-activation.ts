import { AppError } from '../../http/errors';
import { loadProfile, membershipList, type MembershipView, type ProfileView } from './profile-view';

export interface ActivationView {
  user: ProfileView;
  status: 'toRegister' | 'loginVerified';
  activeAccount: boolean;
  accessLevel: ProfileView['accessLevel'];
  userType: ProfileView['userType'];
  membershipList: MembershipView[];
  userLevelName: string | null;
  discountBaseUserLevel: number;
}

/** GET /v1/check/activation: the signed-in user with access flags, branches and membership. */
export async function checkActivation(userId: string): Promise<ActivationView> {
  const user = await loadProfile(userId);
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

/** GET /v1/profile. */
export async function getProfile(userId: string): Promise<{ user: ProfileView }> {
  const user = await loadProfile(userId);
  if (!user) throw new AppError('NOT_FOUND');
  return { user };
}
