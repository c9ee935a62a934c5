import { eq, sql } from 'drizzle-orm';
import { type AboutItemView, type AboutSection } from '@/lib/contracts/about-us';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { aboutUsItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dropFiles, withFiles } from './about-files';
import { checkColleague, parseFields } from './about-item-rules';
import { itemView } from './about-view';

async function nextIdx(section: AboutSection): Promise<number> {
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${aboutUsItems.idx}), -1)::int` })
    .from(aboutUsItems)
    .where(eq(aboutUsItems.section, section));
  return Number(max) + 1;
}

/** POST /v1/aboutUs/{section}/add: a new entry, last in its section. */
export async function addAboutItem({
  section,
  body,
  actor,
}: {
  section: AboutSection;
  body: Record<string, unknown>;
  actor: SessionUser;
}): Promise<{ item: AboutItemView }> {
  const { data, stored } = await withFiles({ section, body, actor });
  try {
    const fields = parseFields({ section, data });
    if (section === 'forms' && !fields.file && !fields.link) throw new AppError('ABOUT_FORM_EMPTY');
    if (section === 'colleagues') await checkColleague({ userId: String(fields.userId) });
    const id = newId();
    await db()
      .insert(aboutUsItems)
      .values({ id, section, idx: await nextIdx(section), data: fields });
    return { item: await itemView(id) };
  } catch (err) {
    await dropFiles(stored);
    throw err;
  }
}
