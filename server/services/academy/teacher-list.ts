import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { TeacherPageView } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { events, teachers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { clockNow } from '../../clock';
import { toEventViews } from './event-view';
import { teacherViews } from './teacher-view';

/** GET /v1/teacher/list: every teacher not removed, by name. */
export async function listTeachers({ viewer }: { viewer: SessionUser | null }) {
  const where = isNull(teachers.removedAt);
  const [rows, [{ total }]] = await Promise.all([
    db().select().from(teachers).where(where).orderBy(asc(teachers.name)),
    db().select({ total: count() }).from(teachers).where(where),
  ]);
  return { teachers: await teacherViews({ rows, viewer }), total: Number(total) };
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
    teacher: (await teacherViews({ rows: [t], viewer }))[0],
    events: await toEventViews({ rows: [...upcoming, ...past], viewer }),
  };
}
