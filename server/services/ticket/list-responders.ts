import { asc } from 'drizzle-orm';
import type { ResponderView } from '@/lib/contracts/ticket';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { displayName, supportUserSql } from './access';

/** GET v1/ticket/responders/list: the support team, to refer a ticket to. */
export async function listResponders(): Promise<{ responders: ResponderView[] }> {
  const rows = await db()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(supportUserSql)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return { responders: rows.map((r) => ({ _id: r.id, name: displayName(r), phone: r.phone })) };
}
