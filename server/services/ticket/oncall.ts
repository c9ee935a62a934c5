import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { OnCallSlotView, ResponderView, OnCallAddInput } from '@/lib/contracts/ticket/schemas';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { providerStaff, ticketOnCall, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ensureProvider } from '../provider/ensure-provider';
import { supportUserSql } from './access';
import { displayName } from './display-name';
import { isOnCallCandidate } from './is-responder';

/**
 * GET v1/ticket/oncall/{providerId}: the branch's weekly on-call support times, and the people who
 * may be put on call there (the support team and the branch's admins).
 */
export async function listOnCall({
  providerId,
}: {
  providerId: string;
}): Promise<{ onCall: OnCallSlotView[]; candidates: ResponderView[] }> {
  await ensureProvider(providerId);
  const slots = await db()
    .select({ slot: ticketOnCall, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(ticketOnCall)
    .innerJoin(users, eq(users.id, ticketOnCall.userId))
    .where(eq(ticketOnCall.providerId, providerId))
    .orderBy(asc(ticketOnCall.day), asc(ticketOnCall.shift), asc(users.firstName));
  const admins = db()
    .select({ id: providerStaff.userId })
    .from(providerStaff)
    .where(and(eq(providerStaff.providerId, providerId), eq(providerStaff.role, 'admin')));
  const people = await db()
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(and(eq(users.active, true), or(supportUserSql, inArray(users.id, admins))))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return {
    onCall: slots.map((s) => ({
      _id: s.slot.id,
      day: s.slot.day,
      shift: s.slot.shift,
      userId: s.slot.userId,
      userName: displayName(s),
      providerId: s.slot.providerId,
    })),
    candidates: people.map((p) => ({ _id: p.id, name: displayName(p), phone: p.phone })),
  };
}

/** POST v1/ticket/oncall/time/add {day, shift, userId, providerId}. */
export async function addOnCallTime({
  input,
}: {
  input: OnCallAddInput;
}): Promise<{ success: true; slot: OnCallSlotView }> {
  await ensureProvider(input.providerId);
  if (!(await isOnCallCandidate({ userId: input.userId, providerId: input.providerId })))
    throw new AppError('ONCALL_USER_INVALID');
  const [exists] = await db()
    .select({ id: ticketOnCall.id })
    .from(ticketOnCall)
    .where(
      and(
        eq(ticketOnCall.providerId, input.providerId),
        eq(ticketOnCall.day, input.day),
        eq(ticketOnCall.shift, input.shift),
        eq(ticketOnCall.userId, input.userId),
      ),
    )
    .limit(1);
  if (exists) throw new AppError('ONCALL_DUPLICATE');
  const id = newId();
  await db()
    .insert(ticketOnCall)
    .values({ id, providerId: input.providerId, userId: input.userId, day: input.day, shift: input.shift });
  const [u] = await db()
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, input.userId));
  return {
    success: true,
    slot: {
      _id: id,
      day: input.day,
      shift: input.shift,
      userId: input.userId,
      userName: displayName(u),
      providerId: input.providerId,
    },
  };
}

/** POST v1/ticket/oncall/time/remove: by the slot's id, or by {day, shift, userId}; always within the named branch. */
export async function removeOnCallTime({
  input,
}: {
  input: { providerId: string; onCallId: string } | OnCallAddInput;
}): Promise<{ success: true }> {
  const match =
    'onCallId' in input
      ? eq(ticketOnCall.id, input.onCallId)
      : and(
          eq(ticketOnCall.day, input.day),
          eq(ticketOnCall.shift, input.shift),
          eq(ticketOnCall.userId, input.userId),
        );
  const removed = await db()
    .delete(ticketOnCall)
    .where(and(eq(ticketOnCall.providerId, input.providerId), match))
    .returning({ id: ticketOnCall.id });
  if (!removed.length) throw new AppError('ONCALL_NOT_FOUND');
  return { success: true };
}
