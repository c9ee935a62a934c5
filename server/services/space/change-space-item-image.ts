import { eq, sql } from 'drizzle-orm';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { assertCan } from '../menu/assert-can';
import { findItem } from '../menu/find-menu-row';
import { spaceItemView } from './space-item-view';
import { log } from '../../log';

/** The old image file is gone from the item already; a file left behind is only logged. */
async function dropFile(fileName: string): Promise<void> {
  await removeStoredFile(fileName).catch((err) =>
    log.error({ err, file: fileName }, '[space] removing an item image file failed'),
  );
}

/**
 * POST /v1/menu/space/upload/images: stores an image (checked by content) as the workspace item's,
 * replacing the old one. The menu permission is checked at the item's branch once it is read.
 */
export async function uploadSpaceItemImage({
  actor,
  itemId,
  image,
}: {
  actor: SessionUser;
  itemId: string;
  image: unknown;
}): Promise<{ item: SpaceItemView; imageFileName: string }> {
  const i = await findItem({ itemId, kind: 'space' });
  assertCan({ actor: actor, flag: 'menu', providerId: i.providerId });
  const file = await fileBytes(image);
  if (!file) throw new AppError('UPLOAD_EMPTY');
  const stored = await storeUpload({
    kind: 'item',
    data: file.data,
    originalName: file.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.photo,
    maxBytes: 5 * 1024 * 1024,
  });
  const [row] = await db()
    .update(menuItems)
    .set({ cover: stored.fileName, updatedAt: sql`now()` })
    .where(eq(menuItems.id, i.id))
    .returning();
  if (i.cover) await dropFile(i.cover);
  await publish({ tx: db(), event: { type: 'menu', providerId: i.providerId } });
  return { item: spaceItemView(row), imageFileName: stored.fileName };
}

/** POST /v1/menu/space/remove/images {itemId, imageFileName}: removes the workspace item's image. */
export async function removeSpaceItemImage({
  actor,
  itemId,
  fileName,
}: {
  actor: SessionUser;
  itemId: string;
  fileName: string;
}): Promise<{ success: true }> {
  const i = await findItem({ itemId, kind: 'space' });
  assertCan({ actor: actor, flag: 'menu', providerId: i.providerId });
  if (i.cover !== fileName) throw new AppError('NOT_FOUND');
  await db()
    .update(menuItems)
    .set({ cover: null, updatedAt: sql`now()` })
    .where(eq(menuItems.id, i.id));
  await dropFile(fileName);
  await publish({ tx: db(), event: { type: 'menu', providerId: i.providerId } });
  return { success: true };
}
