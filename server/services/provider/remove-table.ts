import { and, eq, isNull, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { providerTables } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * POST /v1/provider/table/remove: the table leaves the list and its QR code stops seating guests;
 * the row stays for the orders that name it.
 */
export async function removeTable(input: { providerId: string; tableId: string }): Promise<{ success: true }> {
  const [row] = await db()
    .update(providerTables)
    .set({ removedAt: sql`now()` })
    .where(
      and(
        eq(providerTables.id, input.tableId),
        eq(providerTables.providerId, input.providerId),
        isNull(providerTables.removedAt),
      ),
    )
    .returning({ id: providerTables.id });
  if (!row) throw new AppError('TABLE_NOT_FOUND');
  return { success: true };
}
