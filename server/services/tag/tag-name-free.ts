import { sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../http/errors';

export async function nameFree({ name, exceptId }: { name: string; exceptId?: string }) {
  const [hit] = await db()
    .select({ id: tags.id })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`)
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('TAG_EXISTS');
}
