import { asc, sql } from 'drizzle-orm';
import type { AdminView } from '@/lib/contracts/staff';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { isAdmin, view } from './admin-view';

/** GET /v1/admin/list: super admins and users holding any global flag, super admins first. */
export async function listAdmins(): Promise<{ admins: AdminView[]; total: number }> {
  const rows = await db()
    .select()
    .from(users)
    .where(isAdmin)
    .orderBy(sql`${users.userType} = 'superAdmin' DESC`, asc(users.createdAt))
    .limit(100);
  return { admins: rows.map(view), total: rows.length };
}
