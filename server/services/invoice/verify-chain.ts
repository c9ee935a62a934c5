import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { contentOf, type InvoiceRow } from './invoice-view';

/** Why a link of the chain is broken. */
export type BrokenReason =
  /** The stored content no longer hashes to its content_hash. */
  | 'hash'
  /** Its prev_hash is not the previous invoice's content_hash (one was removed, inserted or rewritten). */
  | 'link'
  /** A column (number, year, kind, total, VAT, order) differs from the hashed content. */
  | 'row'
  /** The chain skips a position or a year's numbers skip one (an invoice was deleted). */
  | 'gap';

export interface BrokenLink {
  _id: string;
  number: number;
  jalaliYear: number;
  chainSeq: number;
  reason: BrokenReason;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Checks one link: the row against its own hashed content and against the link before it. Pure, so the
 * script and the API check the same way. `prev` is the previous invoice of the branch (null for the first);
 * `lastNumber` the previous number in the same Jalali year (0 for its first).
 */
export function checkLink({
  row,
  prev,
  lastNumber,
}: {
  row: InvoiceRow;
  prev: Pick<InvoiceRow, 'contentHash' | 'chainSeq'> | null;
  lastNumber: number;
}): BrokenReason | null {
  if (sha256Hex(row.content) !== row.contentHash) return 'hash';
  const c = contentOf(row);
  if (!c) return 'hash';
  const prevHash = prev?.contentHash ?? null;
  if (c.prevHash !== prevHash || row.prevHash !== prevHash) return 'link';
  if (
    c.id !== row.id ||
    c.number !== row.number ||
    c.jalaliYear !== row.jalaliYear ||
    c.kind !== row.kind ||
    c.chainSeq !== row.chainSeq ||
    c.providerId !== row.providerId ||
    c.total !== row.total ||
    c.vat !== row.vat ||
    c.subjectId !== row.subjectId ||
    (c.refersTo ?? null) !== (row.refersTo ?? null)
  )
    return 'row';
  if (row.chainSeq !== (prev?.chainSeq ?? 0) + 1 || row.number !== lastNumber + 1) return 'gap';
  return null;
}

/**
 * GET /v1/invoice/verify/{providerId} and scripts/verify-invoices.ts: walks a branch's invoices in issue order
 * (chain_seq), a page at a time, and names the first broken link.
 */
export async function verifyInvoiceChain({
  providerId,
  tx = db(),
  pageSize = 1000,
}: {
  providerId: string;
  tx?: DbOrTx;
  pageSize?: number;
}): Promise<{ ok: boolean; checked: number; brokenAt?: BrokenLink }> {
  let prev: InvoiceRow | null = null;
  const lastNumber = new Map<number, number>();
  let checked = 0;
  for (;;) {
    const page: InvoiceRow[] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.providerId, providerId), gt(invoices.chainSeq, prev?.chainSeq ?? 0)))
      .orderBy(asc(invoices.chainSeq))
      .limit(pageSize);
    for (const row of page) {
      const reason = checkLink({ row, prev, lastNumber: lastNumber.get(row.jalaliYear) ?? 0 });
      if (reason) {
        return {
          ok: false,
          checked,
          brokenAt: { _id: row.id, number: row.number, jalaliYear: row.jalaliYear, chainSeq: row.chainSeq, reason },
        };
      }
      lastNumber.set(row.jalaliYear, row.number);
      prev = row;
      checked++;
    }
    if (page.length < pageSize) return { ok: true, checked };
  }
}
