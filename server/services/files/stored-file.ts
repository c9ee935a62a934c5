import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { fileKey, SAFE_FILE_NAME, storage, type FileKind } from '../../integrations/storage';
import { imageSiblings } from './image';

/** Deletes a stored file and its row, and an image's other sizes with it. */
export async function removeStoredFile(fileName: string): Promise<void> {
  const gone = await db()
    .delete(files)
    .where(inArray(files.name, [fileName, ...imageSiblings(fileName)]))
    .returning({ name: files.name, kind: files.kind });
  for (const g of gone)
    await storage()
      .remove(g.kind ? fileKey(g.kind, g.name) : g.name)
      .catch(() => undefined);
}

/**
 * Reads a stored file of one kind with the content type recorded when it was stored; a file of
 * another kind (or an unsafe name) is null, so no route can serve another's files.
 */
export async function readStoredFile({
  kind,
  fileName,
}: {
  kind: FileKind;
  fileName: string;
}): Promise<{ data: Buffer; contentType: string; size: number } | null> {
  if (!SAFE_FILE_NAME.test(fileName)) return null;
  const [meta] = await db()
    .select()
    .from(files)
    .where(and(eq(files.name, fileName), eq(files.kind, kind)))
    .limit(1);
  if (!meta) return null;
  const data = await storage()
    .get(fileKey(kind, fileName))
    .catch(() => null);
  if (!data) return null;
  return { data, contentType: meta.contentType, size: meta.size };
}
