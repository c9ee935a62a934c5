import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { CachedJson } from '../../http/cached-json';
import { providerSnapshot } from './provider-cache';

/** GET /v1/provider/list: active branches, in display order (cached, see provider-cache.ts). */
export async function listProviders(): Promise<{ providers: ProviderView[]; total: number }> {
  const snap = await providerSnapshot();
  return { providers: snap.list, total: snap.list.length };
}

/** GET /v1/provider/list as sent: serialised once per change, with its ETag. */
export async function providerListResponse(): Promise<CachedJson> {
  return (await providerSnapshot()).listAnswer;
}
