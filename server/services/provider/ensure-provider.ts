import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';

/** 404 unless the branch exists (switched off or not: staff and history still reach it). */
export async function ensureProvider(providerId: string): Promise<void> {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}
