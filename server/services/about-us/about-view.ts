import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { aboutFileUrl, type AboutItemView } from '@/lib/contracts/about-us';
import { db } from '../../db/client';
import { aboutUsItems, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toCard } from '../users/public-user-view';

type Row = typeof aboutUsItems.$inferSelect;

export function badInput(error: z.ZodError): never {
  const fa = error.issues.find((i) => /[\u0600-\u06FF]/.test(i.message))?.message;
  throw new AppError('BAD_INPUT', { fa, details: error.issues });
}

export function toView({ row, people }: { row: Row; people: Map<string, typeof users.$inferSelect> }): AboutItemView {
  const d = row.data as Record<string, unknown>;
  const view: Record<string, unknown> = { ...d, _id: row.id, index: row.idx };
  if (row.section === 'gallery' && typeof d.image === 'string') view.url = aboutFileUrl(d.image);
  if (row.section === 'forms')
    view.url = typeof d.file === 'string' && d.file ? aboutFileUrl(d.file) : (d.link as string) || null;
  if (row.section === 'colleagues') {
    const u = people.get(String(d.userId));
    view.user = u ? toCard(u) : null;
  }
  return view as AboutItemView;
}

export async function itemView(id: string): Promise<AboutItemView> {
  const [row] = await db().select().from(aboutUsItems).where(eq(aboutUsItems.id, id));
  const people = new Map<string, typeof users.$inferSelect>();
  if (row.section === 'colleagues') {
    const [u] = await db()
      .select()
      .from(users)
      .where(eq(users.id, String((row.data as { userId?: string }).userId)));
    if (u) people.set(u.id, u);
  }
  return toView({ row, people });
}
