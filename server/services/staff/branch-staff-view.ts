import { and, eq } from 'drizzle-orm';
import { type AccessLevel, type StaffRole } from '@/lib/permissions';
import type { StaffView } from '@/lib/contracts/staff';
import { db } from '../../db/client';
import { providers, providerStaff, users } from '../../db/schema';
import { fullLevel } from './branch-staff-rules';

export const NOT_FOUND = { admin: 'ADMIN_NOT_FOUND', barista: 'BARISTA_NOT_FOUND' } as const;

export const DUPLICATE = { admin: 'ADMIN_DUPLICATE', barista: 'BARISTA_DUPLICATE' } as const;

export const columns = {
  userId: providerStaff.userId,
  providerId: providerStaff.providerId,
  providerName: providers.name,
  role: providerStaff.role,
  accessLevel: providerStaff.accessLevel,
  createdAt: providerStaff.createdAt,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function view(r: {
  userId: string;
  providerId: string;
  providerName: string;
  role: StaffRole;
  accessLevel: AccessLevel;
  createdAt: Date;
  phone: string;
  firstName: string | null;
  lastName: string | null;
}): StaffView {
  return {
    _id: r.userId,
    providerId: r.providerId,
    providerName: r.providerName,
    role: r.role,
    phone: r.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    accessLevel: r.role === 'admin' ? fullLevel(r.accessLevel) : {},
    createdAt: r.createdAt.toISOString(),
  };
}

export async function staffRow({ providerId, userId, role }: { providerId: string; userId: string; role: StaffRole }) {
  const [row] = await db()
    .select(columns)
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(
      and(eq(providerStaff.providerId, providerId), eq(providerStaff.userId, userId), eq(providerStaff.role, role)),
    )
    .limit(1);
  return row ?? null;
}
