import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TableAdminView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { providerTables } from '../../db/schema';
import { ensureProviderRow, toAdminView } from './table-admin-view';

/** GET /v1/provider/table/list/{providerId}: the branch's tables in use, by number. */
export async function listTables({
  providerId,
}: {
  providerId: string;
}): Promise<{ tables: TableAdminView[]; total: number }> {
  await ensureProviderRow(providerId);
  const rows = await db()
    .select()
    .from(providerTables)
    .where(and(eq(providerTables.providerId, providerId), isNull(providerTables.removedAt)))
    .orderBy(asc(providerTables.number));
  return { tables: rows.map(toAdminView), total: rows.length };
}
