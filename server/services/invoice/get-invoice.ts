import { and, eq, isNull } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { InvoiceView } from '@/lib/contracts/invoice';
import { INVOICE_TEXT } from '@/lib/messages/vat';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toInvoiceView, type InvoiceRow } from './invoice-view';

/** An invoice row and whose it is: the order's customer (or, for a sale that is no order, nobody but staff). */
async function loadInvoice(id: string): Promise<{ row: InvoiceRow; ownerId: string | null } | null> {
  const [found] = await db()
    .select({ row: invoices, ownerId: orders.userId })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id))
    .limit(1);
  return found ?? null;
}

/** The invoice, for its buyer or staff of its branch with the orders permission; 404 to anyone else. */
export async function invoiceFor({ user, id }: { user: SessionUser; id: string }): Promise<InvoiceRow> {
  const found = await loadInvoice(id);
  if (!found) throw new AppError('NOT_FOUND', { fa: INVOICE_TEXT.notFound });
  if (found.ownerId !== user.id && !can(user, 'orders', found.row.providerId)) throw new AppError('FORBIDDEN');
  return found.row;
}

async function viewOf(row: InvoiceRow): Promise<InvoiceView> {
  const [ref] = row.refersTo ? await db().select().from(invoices).where(eq(invoices.id, row.refersTo)).limit(1) : [];
  return toInvoiceView({ row, refersTo: ref ?? null });
}

/** GET /v1/invoice/{id}: `{ invoice }`, and the credit note that cancels it, if any. */
export async function getInvoice({
  user,
  id,
}: {
  user: SessionUser;
  id: string;
}): Promise<{ invoice: InvoiceView; creditNote: InvoiceView | null }> {
  const row = await invoiceFor({ user, id });
  const [credit] =
    row.kind === 'invoice'
      ? await db()
          .select()
          .from(invoices)
          .where(and(eq(invoices.refersTo, row.id), eq(invoices.kind, 'credit')))
          .limit(1)
      : [];
  return { invoice: await viewOf(row), creditNote: credit ? toInvoiceView({ row: credit, refersTo: row }) : null };
}

/**
 * POST /v1/invoice/buyer: the buyer adds their national ID and/or economic code for an official invoice,
 * once (what is set is never changed). These two fields are outside the hashed content: they add to the
 * invoice what the buyer asked for, they do not change what was sold.
 */
export async function setInvoiceBuyer({
  user,
  input,
}: {
  user: SessionUser;
  input: { invoiceId: string; nationalId?: string; economicCode?: string };
}): Promise<{ invoice: InvoiceView }> {
  const found = await loadInvoice(input.invoiceId);
  if (!found) throw new AppError('NOT_FOUND', { fa: INVOICE_TEXT.notFound });
  if (found.ownerId !== user.id) throw new AppError('FORBIDDEN');
  const nationalId = input.nationalId || null;
  const economicCode = input.economicCode || null;
  if (!nationalId && !economicCode) throw new AppError('BAD_INPUT', { fa: INVOICE_TEXT.buyerNeedsOne });
  const [row] = await db()
    .update(invoices)
    .set({ buyerNationalId: nationalId, buyerEconomicCode: economicCode })
    .where(
      and(
        eq(invoices.id, found.row.id),
        isNull(invoices.buyerNationalId),
        isNull(invoices.buyerEconomicCode),
        eq(invoices.kind, 'invoice'),
      ),
    )
    .returning();
  if (!row) throw new AppError('CONFLICT', { fa: INVOICE_TEXT.buyerAlreadySet });
  return { invoice: await viewOf(row) };
}
