import { and, asc, eq } from 'drizzle-orm';
import type { ResponderView } from '@/lib/contracts/ticket/schemas';
import { db } from '../../db/client';
import { providers, providerStaff, tickets, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { branchSupportAdminSql, supportUserSql } from './access';
import { displayName } from './display-name';
import { ticketBranchId } from './ticket-branch';

/**
 * GET v1/ticket/responders/list: the support team, to refer a ticket to. With `ticketId`, also the
 * admins of that ticket's branch (its own or its order's), marked with the branch's name (D30).
 */
export async function listResponders({ ticketId }: { ticketId?: string } = {}): Promise<{
  responders: ResponderView[];
}> {
  const rows = await db()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(supportUserSql)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const responders: ResponderView[] = rows.map((r) => ({ _id: r.id, name: displayName(r), phone: r.phone }));
  if (!ticketId) return { responders };
  const [t] = await db()
    .select({ providerId: tickets.providerId, orderId: tickets.orderId })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
    .limit(1);
  if (!t) throw new AppError('TICKET_NOT_FOUND');
  const branchId = await ticketBranchId({ ticket: t });
  if (!branchId) return { responders };
  const admins = await db()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      branch: providers.name,
    })
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(and(eq(providerStaff.providerId, branchId), branchSupportAdminSql, eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.id));
  const known = new Set(responders.map((r) => r._id));
  for (const a of admins)
    if (!known.has(a.id)) responders.push({ _id: a.id, name: displayName(a), phone: a.phone, branchAdminOf: a.branch });
  return { responders };
}
