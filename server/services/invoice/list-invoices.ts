import { count, desc, eq } from 'drizzle-orm';
import type { InvoiceView } from '@/lib/contracts/invoice';
import { db } from '../../db/client';
import { invoices } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toInvoiceView } from './invoice-view';

/** GET /v1/invoice/list/{providerId}/{page}-50: the branch's invoices and credit notes, newest first. */
export async function listInvoices({
  providerId,
  paging,
}: {
  providerId: string;
  paging: { page: number; size: number };
}): Promise<{ invoices: InvoiceView[]; total: number }> {
  const where = eq(invoices.providerId, providerId);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db().select().from(invoices).where(where).orderBy(desc(invoices.chainSeq)).limit(limit).offset(offset),
    count: db().select({ total: count() }).from(invoices).where(where),
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    invoices: rows.map((r) => toInvoiceView({ row: r, refersTo: r.refersTo ? (byId.get(r.refersTo) ?? null) : null })),
    total,
  };
}
