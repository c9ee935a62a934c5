import { and, eq } from 'drizzle-orm';
import { type AboutSection } from '@/lib/contracts/about-us';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { log } from '../../log';

/** Uploaded files of gallery and forms entries are stored first; an already stored name must exist. */
export async function withFiles({
  section,
  body,
  actor,
}: {
  section: AboutSection;
  body: Record<string, unknown>;
  actor: SessionUser;
}): Promise<{ data: Record<string, unknown>; stored: string[] }> {
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

export async function dropFiles(names: string[]) {
  for (const n of names)
    await removeStoredFile(n).catch((err: unknown) => {
      // The entry is already saved or gone; a file left behind is only logged.
      log.error({ err, file: n }, '[about-us] could not remove a stored file');
    });
}
