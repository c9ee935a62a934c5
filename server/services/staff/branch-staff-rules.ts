import { eq } from 'drizzle-orm';
import { ACCESS_FLAGS, can, type AccessLevel } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';

export async function providerName({ providerId }: { providerId: string }): Promise<string> {
  const [p] = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
  return p.name;
}

/**
 * A branch admin's map as stored: every flag explicitly on or off, so what the checkboxes showed is
 * what is kept (lib/permissions reads a missing flag as on).
 */
export function fullLevel(level: AccessLevel | undefined): AccessLevel {
  const out: AccessLevel = {};
  for (const f of ACCESS_FLAGS) out[f] = level?.[f] !== false;
  return out;
}

/**
 * At a branch, nobody switches on, or off, a flag they do not hold there themselves: switching a
 * fuller admin's flags off one by one would otherwise lead to removing them (issue 22, M1).
 */
export function assertMayGrant({
  actor,
  providerId,
  level,
  before,
}: {
  actor: SessionUser;
  providerId: string;
  level: AccessLevel;
  before?: AccessLevel;
}) {
  for (const f of ACCESS_FLAGS) {
    const was = before ? before[f] !== false : false;
    if ((level[f] !== false) !== was && !can(actor, f, providerId)) throw new AppError('FORBIDDEN');
  }
}
