import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { certificates, eventTicketPurchases, eventTickets, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { sms } from '../../integrations/sms';
import { log } from '../../log';
import { displayName } from '../users/view';
import { verifyUrl } from './certificate-view';
import { randomCode } from './codes';
import { loadEventForStaff } from './load-event';

/**
 * POST /v1/event/{id}/certificates/issue: one certificate per checked-in ticket (paid, not canceled),
 * named for its holder; a ticket that has one keeps it (the unique ticket_id), so issuing again adds
 * only the newly checked in. Each new holder is texted the verification link.
 */
export async function issueCertificates({ actor, eventId }: { actor: SessionUser; eventId: string }) {
  const e = await loadEventForStaff({ eventId, actor });
  const due = await db()
    .select({
      ticketId: eventTickets.id,
      holderPhone: eventTickets.holderPhone,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameFa: users.firstNameFa,
      lastNameFa: users.lastNameFa,
    })
    .from(eventTickets)
    .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
    .leftJoin(
      users,
      sql`${users.id} = coalesce(${eventTickets.holderId}, (SELECT u.id FROM users u WHERE u.phone = ${eventTickets.holderPhone}))`,
    )
    .leftJoin(certificates, eq(certificates.ticketId, eventTickets.id))
    .where(
      and(
        eq(eventTickets.eventId, e.id),
        isNotNull(eventTickets.checkedInAt),
        isNull(eventTickets.canceledAt),
        eq(eventTicketPurchases.status, 'paid'),
        isNull(certificates.id),
      ),
    );
  const made: { code: string; phone: string }[] = [];
  for (const t of due) {
    const code = randomCode();
    const inserted = await db()
      .insert(certificates)
      .values({
        id: newId(),
        code,
        ticketId: t.ticketId,
        eventId: e.id,
        attendeeName: displayName(t) || 'شرکت‌کننده',
      })
      .onConflictDoNothing({ target: certificates.ticketId })
      .returning({ code: certificates.code });
    if (inserted.length) made.push({ code, phone: t.holderPhone });
  }
  for (const m of made) {
    await sms()
      .send({
        to: m.phone,
        text: `گواهی‌نامه شرکت شما در «${e.title}» صادر شد.\nمشاهده و دریافت: ${verifyUrl(m.code)}`,
      })
      .catch((err) => log.error({ err }, '[academy] certificate SMS failed'));
  }
  const [{ total }] = await db().select({ total: count() }).from(certificates).where(eq(certificates.eventId, e.id));
  return { issued: made.length, total: Number(total) };
}
