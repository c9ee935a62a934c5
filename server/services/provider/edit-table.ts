import { and, eq, isNull } from 'drizzle-orm';
import type { TableAdminView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { providerTables } from '../../db/schema';
import { AppError } from '../../http/errors';
import { numberTaken, toAdminView } from './table-admin-view';

/** POST /v1/provider/table/edit: a new number or name; the QR code (its id) stays the same. */
export async function editTable(input: {
  providerId: string;
  tableId: string;
  number: number;
  label: string;
}): Promise<{ table: TableAdminView }> {
  try {
    const [row] = await db()
      .update(providerTables)
      .set({ number: input.number, label: input.label })
      .where(
        and(
          eq(providerTables.id, input.tableId),
          eq(providerTables.providerId, input.providerId),
          isNull(providerTables.removedAt),
        ),
      )
      .returning();
    if (!row) throw new AppError('TABLE_NOT_FOUND');
    return { table: toAdminView(row) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    numberTaken(err);
  }
}
