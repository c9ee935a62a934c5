import { asc, inArray } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { panelProviders, type PermissionSubject } from '@/lib/permissions';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toProviderView } from './provider-view';

/** GET /v1/provider/panel/list: the branches whose panel this user may open, switched off ones too. */
export async function panelProviderList({
  actor: user,
}: {
  actor: PermissionSubject;
}): Promise<{ providers: ProviderView[]; total: number }> {
  const allowed = panelProviders(user);
  if (allowed !== null && allowed.length === 0) throw new AppError('FORBIDDEN');
  const query = db().select().from(providers);
  const rows = await (allowed === null ? query : query.where(inArray(providers.id, allowed))).orderBy(
    asc(providers.sort),
    asc(providers.name),
  );
  return { providers: rows.map(toProviderView), total: rows.length };
}
