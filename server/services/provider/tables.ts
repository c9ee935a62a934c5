import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { providers, providerTables } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface TableView {
  _id: string;
  number: number;
  providerId: string;
}

/** The table a QR code names, at an active branch; anything else is TABLE_NOT_FOUND (404). */
export async function tableById(id: string): Promise<{ table: TableView }> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('TABLE_NOT_FOUND');
  const [row] = await db()
    .select({ id: providerTables.id, number: providerTables.number, providerId: providerTables.providerId })
    .from(providerTables)
    .innerJoin(providers, eq(providers.id, providerTables.providerId))
    .where(and(eq(providerTables.id, id), eq(providers.active, true)))
    .limit(1);
  if (!row) throw new AppError('TABLE_NOT_FOUND');
  return { table: { _id: row.id, number: row.number, providerId: row.providerId } };
}
