import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { tickets } from '../../db/schema';
import { isSupport } from './access';
import { TICKET_BRANCH } from './ticket-branch';

/**
 * The tickets a desk user may work (issue 21 D30), for the WHERE of every desk query: the support
 * team (the global flag) sees every ticket (undefined: no condition); anyone else sees the tickets
 * referred to them and the tickets of the branches where they hold the support right (a branch admin).
 */
export function deskScopeSql(actor: SessionUser): SQL | undefined {
  if (isSupport(actor)) return undefined;
  const branches = actor.staff.filter((m) => can(actor, 'support', m.providerId)).map((m) => m.providerId);
  return or(eq(tickets.responderId, actor.id), branches.length ? inArray(TICKET_BRANCH, branches) : undefined);
}
