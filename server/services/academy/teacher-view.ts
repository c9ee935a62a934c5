import { inArray } from 'drizzle-orm';
import type { TeacherView } from '@/lib/contracts/academy';
import { canSomewhere } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { teachers, users } from '../../db/schema';

export type TeacherRow = typeof teachers.$inferSelect;

/** A teacher as anyone sees them; with `staff`, the linked account too. */
export function teacherView({
  teacher: t,
  staff,
  userPhone,
}: {
  teacher: TeacherRow;
  staff?: boolean;
  userPhone?: string | null;
}): TeacherView {
  return {
    _id: t.id,
    name: t.name,
    bio: t.bio,
    photo: t.photo,
    ...(staff ? { userId: t.userId, userPhone: userPhone ?? null } : {}),
  };
}

/** Phones of linked teacher accounts, for staff views. */
export async function teacherPhones({ tx, rows }: { tx: DbOrTx; rows: TeacherRow[] }): Promise<Map<string, string>> {
  const ids = rows.map((r) => r.userId).filter((x): x is string => Boolean(x));
  if (!ids.length) return new Map();
  const found = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.phone]));
}

/** Teachers as a viewer sees them: staff with `events` anywhere also see the linked account's phone. */
export async function teacherViews({
  rows,
  viewer,
}: {
  rows: TeacherRow[];
  viewer: SessionUser | null;
}): Promise<TeacherView[]> {
  const staff = canSomewhere(viewer, 'events');
  const phones = staff ? await teacherPhones({ tx: db(), rows }) : new Map<string, string>();
  return rows.map((t) => teacherView({ teacher: t, staff, userPhone: t.userId ? phones.get(t.userId) : null }));
}
