import type { TableAdminView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { providerTables } from '../../db/schema';
import { ensureProviderRow, numberTaken, toAdminView } from './table-admin-view';

/** POST /v1/provider/table/add */
export async function addTable(input: {
  providerId: string;
  number: number;
  label: string;
}): Promise<{ table: TableAdminView }> {
  await ensureProviderRow(input.providerId);
  try {
    const [row] = await db()
      .insert(providerTables)
      .values({ id: newId(), providerId: input.providerId, number: input.number, label: input.label })
      .returning();
    return { table: toAdminView(row) };
  } catch (err) {
    numberTaken(err);
  }
}
