import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TeacherAddInput, TeacherEditInput, TeacherPageView, TeacherView } from '@/lib/contracts/academy';
import { canSomewhere } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { events, teachers, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { clockNow } from '../../clock';
import { teacherPhones, teacherView, toEventViews, type TeacherRow } from './event-view';

async function views(rows: TeacherRow[], viewer: SessionUser | null): Promise<TeacherView[]> {
  const staff = canSomewhere(viewer, 'events');
  const phones = staff ? await teacherPhones({ tx: db(), rows }) : new Map<string, string>();
  return rows.map((t) => teacherView(t, { staff, userPhone: t.userId ? phones.get(t.userId) : null }));
}

/** GET /v1/teacher/list: every teacher not removed, by name. */
export async function listTeachers({ viewer }: { viewer: SessionUser | null }) {
  const where = isNull(teachers.removedAt);
  const [rows, [{ total }]] = await Promise.all([
    db().select().from(teachers).where(where).orderBy(asc(teachers.name)),
    db().select({ total: count() }).from(teachers).where(where),
  ]);
  return { teachers: await views(rows, viewer), total: Number(total) };
}

/** GET /v1/teacher/{id}: the public profile, with their published events (upcoming first, then past). */
export async function getTeacher({
  teacherId,
  viewer,
}: {
  teacherId: string;
  viewer: SessionUser | null;
}): Promise<TeacherPageView> {
  const [t] = await db()
    .select()
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), isNull(teachers.removedAt)))
    .limit(1);
  if (!t) throw new AppError('TEACHER_NOT_FOUND');
  const rows = await db()
    .select()
    .from(events)
    .where(and(eq(events.teacherId, t.id), eq(events.status, 'published')))
    .orderBy(desc(events.startAt))
    .limit(100);
  const now = clockNow();
  const upcoming = rows.filter((e) => e.endAt >= now).reverse();
  const past = rows.filter((e) => e.endAt < now);
  return {
    teacher: (await views([t], viewer))[0],
    events: await toEventViews({ rows: [...upcoming, ...past], viewer }),
  };
}

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
  return { teacher: (await views([row], actor))[0] };
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
  return { teacher: (await views([row], actor))[0] };
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
