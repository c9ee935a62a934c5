import type { ProviderView } from '@/lib/contracts/menu/customer';
import { AppError } from '../../http/errors';
import { providerSnapshot } from './provider-cache';

/** GET /v1/provider/{id}: an active branch (cached). */
export async function getProvider(id: string): Promise<{ provider: ProviderView }> {
  const provider = (await providerSnapshot()).byId.get(id);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  return { provider };
}
