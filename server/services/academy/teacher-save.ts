import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TeacherAddInput, TeacherEditInput } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { teachers, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { teacherViews } from './teacher-view';

/** The account a teacher is linked to, by phone; one teacher per account. */
async function linkedUser(
  tx: Tx,
  { phone, teacherId }: { phone: string | null | undefined; teacherId: string | null },
): Promise<string | null> {
  if (!phone) return null;
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!u) throw new AppError('TEACHER_USER_NOT_FOUND');
  const [other] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.userId, u.id), teacherId ? ne(teachers.id, teacherId) : undefined))
    .limit(1);
  if (other) throw new AppError('TEACHER_USER_TAKEN');
  return u.id;
}

/** POST /v1/teacher/add. */
export async function addTeacher({ actor, input }: { actor: SessionUser; input: TeacherAddInput }) {
  const row = await db().transaction(async (tx) => {
    const userId = await linkedUser(tx, { phone: input.userPhone, teacherId: null });
    const [t] = await tx
      .insert(teachers)
      .values({ id: newId(), name: input.name, bio: input.bio, photo: input.photo || null, userId })
      .returning();
    return t;
  });
  return { teacher: (await teacherViews({ rows: [row], viewer: actor }))[0] };
}

/** POST /v1/teacher/edit. */
export async function editTeacher({ actor, input }: { actor: SessionUser; input: TeacherEditInput }) {
  const row = await db().transaction(async (tx) => {
    const userId = await linkedUser(tx, { phone: input.userPhone, teacherId: input.teacherId });
    const [t] = await tx
      .update(teachers)
      .set({ name: input.name, bio: input.bio, photo: input.photo || null, userId, updatedAt: sql`now()` })
      .where(and(eq(teachers.id, input.teacherId), isNull(teachers.removedAt)))
      .returning();
    if (!t) throw new AppError('TEACHER_NOT_FOUND');
    return t;
  });
  return { teacher: (await teacherViews({ rows: [row], viewer: actor }))[0] };
}

/** POST /v1/teacher/remove: hidden from lists; past events keep their teacher. */
export async function removeTeacher({ teacherId }: { teacherId: string }) {
  const [t] = await db()
    .update(teachers)
    .set({ removedAt: sql`now()`, userId: null, updatedAt: sql`now()` })
    .where(and(eq(teachers.id, teacherId), isNull(teachers.removedAt)))
    .returning({ id: teachers.id });
  if (!t) throw new AppError('TEACHER_NOT_FOUND');
  return { success: true as const };
}
