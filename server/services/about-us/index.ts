import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ABOUT_FIELDS,
  ABOUT_KEYS,
  ABOUT_PATHS,
  ABOUT_SECTIONS,
  aboutFileUrl,
  type AboutItemView,
  type AboutSection,
  type AboutUsView,
} from '@/lib/contracts/content';
import { ZId } from '@/lib/contracts/common';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { aboutUsItems, files, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SAFE_FILE_NAME } from '../../integrations/storage';
import { fileBytes, storeUpload } from '../files/store-upload';
import { readStoredFile, removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { toCard } from '../public-user';

type Row = typeof aboutUsItems.$inferSelect;

/** The section a path segment names (/v1/aboutUs/{segment}/add), case-insensitively. */
export function sectionOf(segment: string): AboutSection {
  const s = segment.toLowerCase();
  const hit = ABOUT_SECTIONS.find((k) => k.toLowerCase() === s || ABOUT_PATHS[k].toLowerCase() === s);
  if (!hit) throw new AppError('ABOUT_SECTION_UNKNOWN');
  return hit;
}

function badInput(error: z.ZodError): never {
  const fa = error.issues.find((i) => /[\u0600-\u06FF]/.test(i.message))?.message;
  throw new AppError('BAD_INPUT', { fa, details: error.issues });
}

function parseFields<K extends AboutSection>(section: K, data: unknown) {
  const parsed = ABOUT_FIELDS[section].safeParse(data);
  if (!parsed.success) badInput(parsed.error);
  return parsed.data as Record<string, unknown>;
}

function toView(row: Row, people: Map<string, typeof users.$inferSelect>): AboutItemView {
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

/** GET /v1/aboutUs: every section's entries in their order; colleagues with their name and photo. */
export async function getAboutUs(): Promise<AboutUsView> {
  const rows = await db().select().from(aboutUsItems).orderBy(asc(aboutUsItems.section), asc(aboutUsItems.idx));
  const ids = rows.filter((r) => r.section === 'colleagues').map((r) => String((r.data as { userId?: string }).userId));
  const people = new Map(
    (ids.length ? await db().select().from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u]),
  );
  const out = Object.fromEntries(ABOUT_SECTIONS.map((s) => [s, [] as AboutItemView[]])) as unknown as Record<
    AboutSection,
    AboutItemView[]
  >;
  for (const r of rows) {
    if (!(ABOUT_SECTIONS as readonly string[]).includes(r.section)) continue;
    const view = toView(r, people);
    // A colleague whose account is gone or disabled is not shown.
    if (r.section === 'colleagues' && (!view.user || !people.get(view.user._id)?.active)) continue;
    out[r.section as AboutSection].push(view);
  }
  return out as AboutUsView;
}

/** Uploaded files of gallery and forms entries are stored first; an already stored name must exist. */
async function withFiles(
  section: AboutSection,
  body: Record<string, unknown>,
  actor: SessionUser,
): Promise<{ data: Record<string, unknown>; stored: string[] }> {
  const data = { ...body };
  const stored: string[] = [];
  const field = section === 'gallery' ? 'image' : section === 'forms' ? 'file' : null;
  if (!field) return { data, stored };
  const file = await fileBytes(body[field]);
  if (file) {
    const saved = await storeUpload({
      kind: 'about',
      data: file.data,
      originalName: file.name,
      ownerId: actor.id,
      allow: section === 'gallery' ? ['image'] : ['image', 'pdf'],
      imageSizes: IMAGE_SIZES.photo,
    });
    stored.push(saved.fileName);
    data[field] = saved.fileName;
  } else if (typeof body[field] === 'string' && body[field]) {
    const [meta] = await db()
      .select({ name: files.name })
      .from(files)
      .where(and(eq(files.name, String(body[field])), eq(files.kind, 'about')))
      .limit(1);
    if (!meta) throw new AppError('BLOG_IMAGE_NOT_FOUND');
  } else if (body[field] === '' || body[field] === undefined) {
    delete data[field];
  }
  return { data, stored };
}

async function keyOf(section: AboutSection, body: Record<string, unknown>) {
  const { key, by } = ABOUT_KEYS[section];
  const raw = body[key] ?? body._id;
  if (by === 'index') {
    const n = z.coerce.number().int().min(0).safeParse(raw);
    if (!n.success) badInput(n.error);
    return and(eq(aboutUsItems.section, section), eq(aboutUsItems.idx, n.data));
  }
  const id = ZId.safeParse(raw);
  if (!id.success) badInput(id.error);
  if (by === 'userId')
    return and(
      eq(aboutUsItems.section, section),
      or(sql`${aboutUsItems.data}->>'userId' = ${id.data}`, eq(aboutUsItems.id, id.data)),
    );
  return and(eq(aboutUsItems.section, section), eq(aboutUsItems.id, id.data));
}

async function nextIdx(section: AboutSection): Promise<number> {
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${aboutUsItems.idx}), -1)::int` })
    .from(aboutUsItems)
    .where(eq(aboutUsItems.section, section));
  return Number(max) + 1;
}

async function itemView(id: string): Promise<AboutItemView> {
  const [row] = await db().select().from(aboutUsItems).where(eq(aboutUsItems.id, id));
  const people = new Map<string, typeof users.$inferSelect>();
  if (row.section === 'colleagues') {
    const [u] = await db()
      .select()
      .from(users)
      .where(eq(users.id, String((row.data as { userId?: string }).userId)));
    if (u) people.set(u.id, u);
  }
  return toView(row, people);
}

async function checkColleague(userId: string, exceptId?: string) {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('USER_NOT_FOUND');
  const [dup] = await db()
    .select({ id: aboutUsItems.id })
    .from(aboutUsItems)
    .where(and(eq(aboutUsItems.section, 'colleagues'), sql`${aboutUsItems.data}->>'userId' = ${userId}`))
    .limit(1);
  if (dup && dup.id !== exceptId) throw new AppError('ABOUT_COLLEAGUE_EXISTS');
}

async function dropFiles(names: string[]) {
  for (const n of names) await removeStoredFile(n).catch(() => undefined);
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
  const { data, stored } = await withFiles(section, body, actor);
  try {
    const fields = parseFields(section, data);
    if (section === 'forms' && !fields.file && !fields.link) throw new AppError('ABOUT_FORM_EMPTY');
    if (section === 'colleagues') await checkColleague(String(fields.userId));
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
    .where(await keyOf(section, body))
    .limit(1);
  if (!row) throw new AppError('ABOUT_ITEM_NOT_FOUND');
  const { key } = ABOUT_KEYS[section];
  const incoming = Object.fromEntries(Object.entries(body).filter(([k]) => k !== key && k !== '_id' && k !== 'index'));
  const { data, stored } = await withFiles(section, incoming, actor);
  try {
    const fields = parseFields(section, { ...(row.data as Record<string, unknown>), ...data });
    if (section === 'forms' && !fields.file && !fields.link) throw new AppError('ABOUT_FORM_EMPTY');
    if (section === 'colleagues') await checkColleague(String(fields.userId), row.id);
    await db().update(aboutUsItems).set({ data: fields, updatedAt: new Date() }).where(eq(aboutUsItems.id, row.id));
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
    fields: parseFields('strategicPillars', { title: p.title, description: p.description ?? '' }),
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
          .set({ idx: i, data: p.fields, updatedAt: new Date() })
          .where(eq(aboutUsItems.id, p._id!));
      else await tx.insert(aboutUsItems).values({ id: newId(), section: 'strategicPillars', idx: i, data: p.fields });
    }
  });
  return { items: (await getAboutUs()).strategicPillars };
}

/** POST /v1/aboutUs/{section}/remove: the entry named by the section's key (an uploaded file goes with it). */
export async function removeAboutItem({
  section,
  body,
}: {
  section: AboutSection;
  body: Record<string, unknown>;
}): Promise<{ success: true }> {
  const gone = await db()
    .delete(aboutUsItems)
    .where(await keyOf(section, body))
    .returning();
  if (!gone.length) throw new AppError('ABOUT_ITEM_NOT_FOUND');
  const d = gone[0].data as Record<string, unknown>;
  await dropFiles([d.image, d.file].filter((v): v is string => typeof v === 'string' && !!v));
  return { success: true };
}

/** GET /v1/aboutUs/file/{name}: a gallery image or a form file, only while an about-us entry uses it. */
export async function aboutFile(name: string): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [used] = await db()
    .select({ id: aboutUsItems.id })
    .from(aboutUsItems)
    .where(or(sql`${aboutUsItems.data}->>'image' = ${name}`, sql`${aboutUsItems.data}->>'file' = ${name}`))
    .limit(1);
  if (!used) throw new AppError('NOT_FOUND');
  const file = await readStoredFile('about', name);
  if (!file) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}
