import { asc, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { config } from '../../config';

/** The branch /menu opens: DEFAULT_PROVIDER_ID, else the first active branch. */
export async function defaultProviderId(): Promise<string | null> {
  const configured = config().defaultProviderId;
  if (configured) return configured;
  const [row] = await db()
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.active, true))
    .orderBy(asc(providers.sort))
    .limit(1);
  return row?.id ?? null;
}
