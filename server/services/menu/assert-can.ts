import { can, type AccessFlag } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../http/errors';

/**
 * Whether the user may use `flag` at the branch a row belongs to. Called once the row is read, for
 * calls that name only the row (itemId, menuCategoryId, ingredientId).
 */
export function assertCan({
  actor,
  flag,
  providerId,
}: {
  actor: SessionUser;
  flag: AccessFlag;
  providerId: string;
}): void {
  if (!can(actor, flag, providerId)) throw new AppError('FORBIDDEN');
}
