import { and, eq, sql } from 'drizzle-orm';
import type { AdminView } from '@/lib/contracts/staff';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { displayName } from '../users/view';

export function view(u: typeof users.$inferSelect): AdminView {
  return {
    _id: u.id,
    phone: u.phone,
    firstName: u.firstName,
    lastName: u.lastName,
    name: displayName(u),
    userType: u.userType,
    accessLevel: u.accessLevel ?? {},
  };
}

export const isAdmin = sql`(${users.userType} = 'superAdmin' OR EXISTS (SELECT 1 FROM jsonb_each(${users.accessLevel}) f WHERE f.value = 'true'::jsonb))`;

export async function loadAdmin(userId: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isAdmin))
    .limit(1);
  if (!row) throw new AppError('ADMIN_NOT_FOUND');
  return row;
}
