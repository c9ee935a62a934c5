import { asc, eq } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { config } from '../../config';
import { providerSnapshot } from './provider-cache';

/** GET /v1/provider/list: active branches, in display order (cached, see provider-cache.ts). */
export async function listProviders(): Promise<{ providers: ProviderView[]; total: number }> {
  const snap = await providerSnapshot();
  return { providers: snap.list, total: snap.list.length };
}

/** GET /v1/provider/list as sent: serialised once per change, with its ETag. */
export async function providerListResponse(): Promise<{ body: string; etag: string }> {
  const snap = await providerSnapshot();
  return { body: snap.listBody, etag: snap.listEtag };
}

/** GET /v1/provider/{id}: an active branch (cached). */
export async function getProvider(id: string): Promise<{ provider: ProviderView }> {
  const provider = (await providerSnapshot()).byId.get(id);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  return { provider };
}

/** 404 unless the branch exists (switched off or not: staff and history still reach it). */
export async function ensureProvider(providerId: string): Promise<void> {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

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
