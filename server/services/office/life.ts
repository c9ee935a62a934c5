import { and, count, desc, eq } from 'drizzle-orm';
import type { LifePostView } from '@/lib/contracts/office';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { lifePosts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { SAFE_FILE_NAME } from '../../integrations/storage';
import { fileBytes, readStoredFile, removeStoredFile, storeUpload } from '../files/store-upload';
import { IMAGE_SIZES } from '../files/image';

type Row = typeof lifePosts.$inferSelect;

const toView = (r: Row): LifePostView => ({
  _id: r.id,
  title: r.title,
  body: r.body,
  image: r.image,
  happenedOn: r.happenedOn,
  published: r.published,
});

/**
 * The chain's life feed (/panel/{product}Life manages it, the home page shows it). Photos are stored
 * in the about-us namespace (the chain's own public images) and served only while a post uses them.
 */
const IMAGE_LIMIT = 5 * 1024 * 1024;

async function storeImage(actor: SessionUser, value: unknown): Promise<string | null> {
  const file = await fileBytes(value);
  if (!file) return null;
  const saved = await storeUpload({
    kind: 'about',
    data: file.data,
    originalName: file.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.photo,
    maxBytes: IMAGE_LIMIT,
  });
  return saved.fileName;
}

/** GET /v1/life/list/{page}-20: published posts, newest event first; with `all`, drafts too (panel). */
export async function listLife(
  paging: { page: number; size: number },
  o: { all?: boolean } = {},
): Promise<{ posts: LifePostView[]; total: number }> {
  const where = o.all ? undefined : eq(lifePosts.published, true);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(lifePosts)
        .where(where)
        .orderBy(desc(lifePosts.happenedOn), desc(lifePosts.createdAt), desc(lifePosts.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(lifePosts).where(where),
  });
  return { posts: rows.map(toView), total };
}

/** POST /v1/life/add (multipart: title, body, happenedOn, published, image). */
export async function addLifePost(
  actor: SessionUser,
  input: { title: string; body: string; happenedOn: string; published: boolean; image?: unknown },
): Promise<{ post: LifePostView }> {
  const image = await storeImage(actor, input.image);
  try {
    const [row] = await db()
      .insert(lifePosts)
      .values({
        id: newId(),
        title: input.title,
        body: input.body,
        happenedOn: input.happenedOn,
        published: input.published,
        image,
      })
      .returning();
    return { post: toView(row) };
  } catch (err) {
    if (image) await removeStoredFile(image).catch(() => undefined);
    throw err;
  }
}

/** POST /v1/life/edit: any field; a new image replaces the old one (deleted), removeImage drops it. */
export async function editLifePost(
  actor: SessionUser,
  input: {
    lifePostId: string;
    title?: string;
    body?: string;
    happenedOn?: string;
    published?: boolean;
    image?: unknown;
    removeImage?: 'true' | 'false';
  },
): Promise<{ post: LifePostView }> {
  const [before] = await db().select().from(lifePosts).where(eq(lifePosts.id, input.lifePostId)).limit(1);
  if (!before) throw new AppError('LIFE_POST_NOT_FOUND');
  const image = await storeImage(actor, input.image);
  const patch: Partial<typeof lifePosts.$inferInsert> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.body !== undefined) patch.body = input.body;
  if (input.happenedOn !== undefined) patch.happenedOn = input.happenedOn;
  if (input.published !== undefined) patch.published = input.published;
  if (image) patch.image = image;
  else if (input.removeImage === 'true') patch.image = null;
  let row: Row;
  try {
    [row] = Object.keys(patch).length
      ? await db().update(lifePosts).set(patch).where(eq(lifePosts.id, before.id)).returning()
      : [before];
  } catch (err) {
    if (image) await removeStoredFile(image).catch(() => undefined);
    throw err;
  }
  if (before.image && before.image !== row.image) await removeStoredFile(before.image).catch(() => undefined);
  return { post: toView(row) };
}

/** POST /v1/life/remove: the post and its photo. */
export async function removeLifePost({ lifePostId }: { lifePostId: string }): Promise<{ success: true }> {
  const [gone] = await db().delete(lifePosts).where(eq(lifePosts.id, lifePostId)).returning();
  if (!gone) throw new AppError('LIFE_POST_NOT_FOUND');
  if (gone.image) await removeStoredFile(gone.image).catch(() => undefined);
  return { success: true };
}

/** GET /v1/life/image/{name}: a post's photo, only while a post uses it. */
export async function lifeImage(name: string): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [used] = await db()
    .select({ id: lifePosts.id })
    .from(lifePosts)
    .where(and(eq(lifePosts.image, name)))
    .limit(1);
  if (!used) throw new AppError('NOT_FOUND');
  const file = await readStoredFile('about', name);
  if (!file) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}
