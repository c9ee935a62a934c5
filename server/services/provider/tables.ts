import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TableAdminView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
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

function toAdminView(r: { id: string; providerId: string; number: number; label: string }): TableAdminView {
  return { _id: r.id, providerId: r.providerId, number: r.number, label: r.label, qrPath: `/qr/${r.id}` };
}

async function ensureProviderRow(providerId: string) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
}

/** GET /v1/provider/table/list/{providerId}: the branch's tables in use, by number. */
export async function listTables(providerId: string): Promise<{ tables: TableAdminView[]; total: number }> {
  await ensureProviderRow(providerId);
  const rows = await db()
    .select()
    .from(providerTables)
    .where(and(eq(providerTables.providerId, providerId), isNull(providerTables.removedAt)))
    .orderBy(asc(providerTables.number));
  return { tables: rows.map(toAdminView), total: rows.length };
}

/** A number another table in use has: 409 with a Persian message (the unique index decides under races). */
function numberTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('TABLE_NUMBER_TAKEN');
  throw err;
}

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

/**
 * POST /v1/provider/table/remove: the table leaves the list and its QR code stops seating guests;
 * the row stays for the orders that name it.
 */
export async function removeTable(input: { providerId: string; tableId: string }): Promise<{ success: true }> {
  const [row] = await db()
    .update(providerTables)
    .set({ removedAt: new Date() })
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
