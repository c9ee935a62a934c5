import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ABOUT_KEYS, type AboutItemView, type AboutSection } from '@/lib/contracts/about-us';
import { ZId } from '@/lib/contracts/common';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { aboutUsItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkColleague, keyOf, parseFields } from './about-item-rules';
import { dropFiles, withFiles } from './about-files';
import { badInput, itemView } from './about-view';
import { getAboutUs } from './get-about-us';

const ZPillars = z
  .array(z.object({ _id: ZId.optional(), title: z.unknown(), description: z.unknown().optional() }))
  .max(50);

/**
 * POST /v1/aboutUs/{section}/edit: one entry, named by the section's key, takes the sent fields
 * (fields not sent keep their values). Strategic pillars also accept the whole list as `pillars`
 * (the spec's form), which replaces the list in the given order.
 */
export async function editAboutItem({
  section,
  body,
  actor,
}: {
  section: AboutSection;
  body: Record<string, unknown>;
  actor: SessionUser;
}): Promise<{ item?: AboutItemView; items?: AboutItemView[] }> {
  if (section === 'strategicPillars' && body.pillars !== undefined) return replacePillars(body.pillars);
  const [row] = await db()
    .select()
    .from(aboutUsItems)
    .where(await keyOf({ section, body }))
    .limit(1);
  if (!row) throw new AppError('ABOUT_ITEM_NOT_FOUND');
  const { key } = ABOUT_KEYS[section];
  const incoming = Object.fromEntries(Object.entries(body).filter(([k]) => k !== key && k !== '_id' && k !== 'index'));
  const { data, stored } = await withFiles({ section, body: incoming, actor });
  try {
    const fields = parseFields({ section, data: { ...(row.data as Record<string, unknown>), ...data } });
    if (section === 'forms' && !fields.file && !fields.link) throw new AppError('ABOUT_FORM_EMPTY');
    if (section === 'colleagues') await checkColleague({ userId: String(fields.userId), exceptId: row.id });
    await db()
      .update(aboutUsItems)
      .set({ data: fields, updatedAt: sql`now()` })
      .where(eq(aboutUsItems.id, row.id));
    const old = row.data as Record<string, unknown>;
    const replaced = (['image', 'file'] as const)
      .map((f) => old[f])
      .filter((v): v is string => typeof v === 'string' && !!v && v !== fields.image && v !== fields.file);
    await dropFiles(replaced);
    return { item: await itemView(row.id) };
  } catch (err) {
    await dropFiles(stored);
    throw err;
  }
}

async function replacePillars(raw: unknown): Promise<{ items: AboutItemView[] }> {
  const list = ZPillars.safeParse(raw);
  if (!list.success) badInput(list.error);
  const parsed = list.data.map((p) => ({
    _id: p._id,
    fields: parseFields({ section: 'strategicPillars', data: { title: p.title, description: p.description ?? '' } }),
  }));
  await db().transaction(async (tx) => {
    const existing = await tx
      .select({ id: aboutUsItems.id })
      .from(aboutUsItems)
      .where(eq(aboutUsItems.section, 'strategicPillars'));
    const keep = new Set(parsed.map((p) => p._id).filter(Boolean));
    const gone = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
    if (gone.length) await tx.delete(aboutUsItems).where(inArray(aboutUsItems.id, gone));
    // Move every kept entry out of the way first, so the new order never meets a taken index.
    await tx
      .update(aboutUsItems)
      .set({ idx: sql`${aboutUsItems.idx} + 100000` })
      .where(eq(aboutUsItems.section, 'strategicPillars'));
    for (const [i, p] of parsed.entries()) {
      const known = p._id && existing.some((e) => e.id === p._id);
      if (known)
        await tx
          .update(aboutUsItems)
          .set({ idx: i, data: p.fields, updatedAt: sql`now()` })
          .where(eq(aboutUsItems.id, p._id!));
      else await tx.insert(aboutUsItems).values({ id: newId(), section: 'strategicPillars', idx: i, data: p.fields });
    }
  });
  return { items: (await getAboutUs()).strategicPillars };
}
