import { and, asc, eq } from 'drizzle-orm';
import { type StaffRole } from '@/lib/permissions';
import type { StaffView } from '@/lib/contracts/staff';
import { db } from '../../db/client';
import { providers, providerStaff, users } from '../../db/schema';
import { providerName } from './branch-staff-rules';
import { columns, view } from './branch-staff-view';

/** GET /v1/provider/{admin|barista}/list/{providerId}: the branch's admins or baristas, oldest first. */
export async function listStaff({
  providerId,
  role,
}: {
  providerId: string;
  role: StaffRole;
}): Promise<{ admins?: StaffView[]; baristas?: StaffView[]; total: number }> {
  await providerName({ providerId });
  const rows = await db()
    .select(columns)
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(and(eq(providerStaff.providerId, providerId), eq(providerStaff.role, role)))
    .orderBy(asc(providerStaff.createdAt))
    .limit(100);
  const list = rows.map(view);
  return role === 'admin' ? { admins: list, total: list.length } : { baristas: list, total: list.length };
}
