import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { orders, tickets } from '../../db/schema';

/**
 * The branch a ticket is about: its own branch, or its linked order's. A ticket can be referred to an
 * admin of that branch as well as to the support team (D30), and a branch admin's desk shows the
 * tickets of their branches (desk-scope.ts). The rule is written once, here, in SQL: over a ticket's
 * columns for a WHERE (TICKET_BRANCH) and over one ticket's values for ticketBranchId.
 */
function branchOf(ticket: { providerId: AnyColumn | string | null; orderId: AnyColumn | string | null }): SQL {
  const value = (v: AnyColumn | string | null) => (typeof v === 'string' || v === null ? sql`${v}::text` : v);
  return sql`coalesce(${value(ticket.providerId)}, (select ${orders.providerId} from ${orders} where ${orders.id} = ${value(ticket.orderId)}))`;
}

/** The branch of each ticket in a query over `tickets`, in SQL. */
export const TICKET_BRANCH: SQL = branchOf({ providerId: tickets.providerId, orderId: tickets.orderId });

/** The branch one ticket is about, or null (no branch and no linked order). */
export async function ticketBranchId({
  ticket,
  tx = db(),
}: {
  ticket: { providerId: string | null; orderId: string | null };
  tx?: DbOrTx;
}): Promise<string | null> {
  const [row] = await tx.select({ branchId: sql<string | null>`${branchOf(ticket)}` }).from(sql`(SELECT 1) AS one`);
  return row?.branchId ?? null;
}
