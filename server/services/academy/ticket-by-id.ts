import { eq } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { eventTickets } from '../../db/schema';

/** One ticket row by id. */
export async function ticketById({ tx = db(), ticketId }: { tx?: DbOrTx; ticketId: string }) {
  const [t] = await tx.select().from(eventTickets).where(eq(eventTickets.id, ticketId)).limit(1);
  return t ?? null;
}
