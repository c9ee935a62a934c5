import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_PRIORITIES, type TicketView, type TicketCreateInput } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { providers, ticketEvents, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isSupportUserId } from './is-responder';
import { claimAttachments } from './claim-attachments';
import { dueAtSql } from './due';
import { ticketViewById } from './ticket-view';

export interface CreateTicketOptions {
  actor: SessionUser;
  input: TicketCreateInput;
  /** 'external': a customer files their own ticket; 'internal': support staff file one from the desk. */
  flavour: 'internal' | 'external';
}

/**
 * POST v1/ticket/{internal|external}/add. The first-answer target is fixed at creation from the
 * priority (TICKET_DUE_HOURS_*). A customer cannot pick a responder or mark a ticket urgent.
 */
export async function createTicket({ actor, input, flavour }: CreateTicketOptions): Promise<{ ticket: TicketView }> {
  const external = flavour === 'external';
  if (external) {
    await hitLimits([{ key: `ticket-add:${actor.id}`, windowSeconds: 3600, max: 10 }]);
    if (!(CUSTOMER_PRIORITIES as readonly string[]).includes(input.priority)) {
      throw new AppError('BAD_INPUT', { fa: 'اولویت «فوری» را تیم پشتیبانی تعیین می‌کند.' });
    }
  }
  const responderId = external ? null : input.responderId;
  const id = newId();
  await db().transaction(async (tx) => {
    if (input.providerId) {
      const [p] = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.id, input.providerId))
        .limit(1);
      if (!p) throw new AppError('TICKET_PROVIDER_INVALID');
    }
    if (responderId && !(await isSupportUserId({ userId: responderId, tx })))
      throw new AppError('TICKET_RESPONDER_INVALID');
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    await tx.insert(tickets).values({
      id,
      userId: actor.id,
      external,
      subject: input.subject,
      description: input.description,
      type: input.type,
      supportType: input.supportType,
      priority: input.priority,
      state: 'initial',
      providerId: input.providerId,
      responderId,
      dueAt: dueAtSql({ priority: input.priority }),
      createdAt: now,
      updatedAt: now,
    });
    await claimAttachments({ tx, actorId: actor.id, refs: input.attachments, role: 'ticket', ticketId: id });
    await tx.insert(ticketEvents).values({
      id: newId(),
      ticketId: id,
      actorId: actor.id,
      kind: 'created',
      toState: 'initial',
      responderId,
      createdAt: now,
    });
  });
  return { ticket: (await ticketViewById({ ticketId: id, audience: external ? 'customer' : 'desk' }))! };
}
