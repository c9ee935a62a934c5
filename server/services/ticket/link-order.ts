import { and, eq, sql } from 'drizzle-orm';
import type { LinkTicketOrderInput } from '@/lib/contracts/ticket/schemas';
import type { TicketView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { orders, ticketEvents, tickets, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { customerOrdersSql } from './customer-context';
import { deskScopeSql } from './desk-scope';
import { ticketViewById } from './ticket-view';

/**
 * POST /v1/ticket/link/order {ticketId, orderId|null} (support flag): links the ticket to one of its
 * customer's orders (placed by them or a gift sent to them), or removes the link. A change is written
 * to the ticket's history in the same transaction; sending the current link again changes nothing.
 */
export async function linkTicketOrder({
  actor,
  input,
}: {
  actor: SessionUser;
  input: LinkTicketOrderInput;
}): Promise<{ ticket: TicketView }> {
  await db().transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, input.ticketId), deskScopeSql(actor)))
      .for('update');
    if (!t) throw new AppError('TICKET_NOT_FOUND');
    if (t.orderId === input.orderId) return;
    let number: number | null = null;
    if (input.orderId) {
      const [o] = await tx
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(eq(orders.id, input.orderId))
        .limit(1);
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      const [customer] = await tx
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(eq(users.id, t.userId))
        .limit(1);
      const [mine] = customer
        ? await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, o.id), customerOrdersSql(customer)))
            .limit(1)
        : [];
      if (!mine) throw new AppError('TICKET_ORDER_NOT_CUSTOMERS');
      number = o.number;
    }
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    await tx.update(tickets).set({ orderId: input.orderId, updatedAt: now }).where(eq(tickets.id, t.id));
    await tx.insert(ticketEvents).values({
      id: newId(),
      ticketId: t.id,
      actorId: actor.id,
      kind: 'order',
      note: number === null ? null : String(number),
      createdAt: now,
    });
  });
  return { ticket: (await ticketViewById({ ticketId: input.ticketId, audience: 'desk' }))! };
}
