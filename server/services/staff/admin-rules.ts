import { ACCESS_FLAGS, can, type AccessLevel } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../http/errors';

/** Only the flags that are on are stored: an off flag and a missing one mean the same for a general admin. */
export function cleanLevel(level: AccessLevel): AccessLevel {
  const out: AccessLevel = {};
  for (const f of ACCESS_FLAGS) if (level[f] === true) out[f] = true;
  return out;
}

/** Nobody hands out a flag they do not hold themselves (a super admin holds every flag). */
export function assertMayGrant({
  actor,
  level,
  before = {},
}: {
  actor: SessionUser;
  level: AccessLevel;
  before?: AccessLevel;
}) {
  for (const f of ACCESS_FLAGS) {
    if (Boolean(level[f]) !== Boolean(before[f]) && !can(actor, f)) throw new AppError('FORBIDDEN');
  }
}
