import { asc, eq, inArray } from 'drizzle-orm';
import type { TicketDetailView } from '@/lib/contracts/ticket/schemas';
import { db, type DbOrTx } from '../../db/client';
import { ticketEvents, tickets, users } from '../../db/schema';
import { displayName } from './display-name';
import { toTicketViews } from './ticket-view';

type TicketRow = typeof tickets.$inferSelect;

/** The desk's detail: the view plus the ticket's history (states, answers, referrals, rating). */
export async function ticketDetail({ row, tx = db() }: { row: TicketRow; tx?: DbOrTx }): Promise<TicketDetailView> {
  const [view] = await toTicketViews({ rows: [row], audience: 'desk', tx });
  const events = await tx
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, row.id))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  const ids = [...new Set(events.flatMap((e) => [e.actorId, e.responderId].filter((x): x is string => Boolean(x))))];
  const people = ids.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  return {
    ...view,
    events: events.map((e) => ({
      _id: e.id,
      kind: e.kind,
      fromState: e.fromState ?? null,
      toState: e.toState ?? null,
      actorName: e.actorId ? displayName(person.get(e.actorId)) : null,
      responderName: e.responderId ? displayName(person.get(e.responderId)) : null,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
