import { AppError } from '../../http/errors';
import { readStoredFile } from '../files/stored-file';

/** An item cover: bytes and the content type recorded when it was stored (never guessed from the request). */
export async function itemPhoto({ name }: { name: string }): Promise<{ data: Buffer; contentType: string }> {
  const file = await readStoredFile({ kind: 'item', fileName: name });
  if (!file) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}
