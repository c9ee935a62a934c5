import { and, eq, isNull } from 'drizzle-orm';
import { db } from '../../db/client';
import { providers, providerTables } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface TableView {
  _id: string;
  number: number;
  providerId: string;
}

/** The table a QR code names, in use at an active branch; anything else is TABLE_NOT_FOUND (404). */
export async function tableById(id: string): Promise<{ table: TableView }> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('TABLE_NOT_FOUND');
  const [row] = await db()
    .select({ id: providerTables.id, number: providerTables.number, providerId: providerTables.providerId })
    .from(providerTables)
    .innerJoin(providers, eq(providers.id, providerTables.providerId))
    .where(and(eq(providerTables.id, id), isNull(providerTables.removedAt), eq(providers.active, true)))
    .limit(1);
  if (!row) throw new AppError('TABLE_NOT_FOUND');
  return { table: { _id: row.id, number: row.number, providerId: row.providerId } };
}

/**
 * What /qr/{id} opens: the table; or, for a removed table (or one of a switched-off branch), which
 * branch it was at (active branches only), so the page can lead to that menu; or nothing known.
 */
export async function qrTarget(
  id: string,
): Promise<{ table: TableView } | { gone: { providerId: string | null; removed: boolean } }> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { gone: { providerId: null, removed: false } };
  const [row] = await db()
    .select({
      id: providerTables.id,
      number: providerTables.number,
      providerId: providerTables.providerId,
      removedAt: providerTables.removedAt,
      active: providers.active,
    })
    .from(providerTables)
    .innerJoin(providers, eq(providers.id, providerTables.providerId))
    .where(eq(providerTables.id, id))
    .limit(1);
  if (!row) return { gone: { providerId: null, removed: false } };
  if (row.removedAt || !row.active) return { gone: { providerId: row.active ? row.providerId : null, removed: true } };
  return { table: { _id: row.id, number: row.number, providerId: row.providerId } };
}
